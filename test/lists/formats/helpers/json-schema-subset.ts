// The part of JSON Schema (draft 2019-09) that the XWS schema uses, checked by hand so the export
// is proven against the spec's own schema.json without a new package: type, enum, pattern,
// required, properties, additionalProperties: false, patternProperties, items, min/max items and
// properties. Anything else in a schema is ignored (and the XWS schema uses nothing else).

export interface SchemaNode {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  patternProperties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
}

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** Every violation as `path: problem`; empty when the value matches. */
export function validate(schema: SchemaNode, value: unknown, path = '$'): string[] {
  const errors: string[] = [];
  if (schema.type) {
    const actual = typeOf(value);
    const ok = schema.type === actual || (schema.type === 'number' && actual === 'integer');
    if (!ok) return [`${path}: is ${actual}, not ${schema.type}`];
  }
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${path}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`);
  if (schema.pattern && typeof value === 'string' && !new RegExp(schema.pattern, 'u').test(value)) errors.push(`${path}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(`${path}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${path}: more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, i) => errors.push(...validate(schema.items!, item, `${path}[${i}]`)));
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    for (const key of schema.required ?? []) if (!(key in object)) errors.push(`${path}: lacks required ${key}`);
    if (schema.minProperties !== undefined && keys.length < schema.minProperties) errors.push(`${path}: fewer than ${schema.minProperties} properties`);
    if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) errors.push(`${path}: more than ${schema.maxProperties} properties`);
    for (const key of keys) {
      let matched = false;
      const property = schema.properties?.[key];
      if (property) {
        matched = true;
        errors.push(...validate(property, object[key], `${path}.${key}`));
      }
      for (const [pattern, node] of Object.entries(schema.patternProperties ?? {})) {
        if (new RegExp(pattern, 'u').test(key)) {
          matched = true;
          errors.push(...validate(node, object[key], `${path}.${key}`));
        }
      }
      if (!matched && schema.additionalProperties === false) errors.push(`${path}: ${key} is not allowed`);
    }
  }
  return errors;
}
