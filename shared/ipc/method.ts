import type { z } from 'zod';

/** One contract method: the schema the host validates its request against, and its response type. */
export interface MethodSpec<Req extends z.ZodType, Res> {
  request: Req;
  /** Phantom: carries the response type only. */
  response?: Res;
}

export const method =
  <Res>() =>
  <Req extends z.ZodType>(request: Req): MethodSpec<Req, Res> => ({ request });
