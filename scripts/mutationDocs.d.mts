// Types of scripts/mutationDocs.mjs for its test.
export interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  score: number;
}
export interface Summary {
  floor?: number;
  ignoreStatic?: boolean;
  total: Counts;
  files: Record<string, Counts>;
}
export interface DisableComment {
  where: string;
  file: string;
  line: number;
  mutators: string;
  reason: string;
}
export declare const SCORE_START: string;
export declare const SCORE_END: string;
export declare const DISABLED_START: string;
export declare const DISABLED_END: string;
export declare const MUTATED_ROOTS: readonly string[];
export declare function scoreTable(name: string, summary: Summary): string;
export declare function scoreTables(summaries: Record<string, Summary>): string;
export declare function disableComments(file: string, text: string): DisableComment[];
export declare function disabledTable(comments: readonly DisableComment[]): string;
export declare function repositoryComments(root: string): DisableComment[];
export declare function replaceBetween(
  page: string,
  start: string,
  end: string,
  body: string,
): string;
export declare function mutationPage(root: string): string;
