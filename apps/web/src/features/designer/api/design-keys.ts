/** Query keys of the designer feature; mutations invalidate the list through DESIGNS_KEY. */
export const DESIGNS_KEY = ['designs'] as const;
