export declare const WANTED_NODE_MAJOR: number;
export declare function nodeProblem(version?: string): string | null;
export declare function electronDownloadProblem(error: unknown): string;
export declare function chromiumProblem(path?: string): string | null;
