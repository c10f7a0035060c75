import type { TablePaginationConfig } from 'antd';

interface Paged {
  pageNum: number;
  pageSize: number;
}

/**
 * The list pages' pagination: current page and size from the query, the total from the answer, a size changer,
 * 共 N {unit}, and page changes written back into the query.
 */
export function tablePagination<Q extends Paged>(
  query: Q,
  total: number | undefined,
  setQuery: (update: (q: Q) => Q) => void,
  unit = '条',
): TablePaginationConfig {
  return {
    current: query.pageNum,
    pageSize: query.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (t) => `共 ${t} ${unit}`,
    onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize })),
  };
}
