import type { Linter } from "eslint";

/** Which other modules each module of app/modules may import. */
export declare const MODULE_DEPENDENCIES: Record<string, string[]>;
export declare const layers: Linter.Config[];
