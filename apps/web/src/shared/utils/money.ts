/** Amounts travel as integer fen; the UI shows yuan with two decimals. */
export const fenToYuan = (fen: number | null | undefined): string => ((fen ?? 0) / 100).toFixed(2);
