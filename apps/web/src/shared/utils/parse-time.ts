const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

const LOCAL_DATE_TIME = /^\d{4}-\d{1,2}-\d{1,2}( \d{1,2}:\d{1,2}(:\d{1,2})?)?$/;

export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

/**
 * Formats a time. Numbers or digit strings of exactly 10 digits are seconds (×1000); other numbers are
 * milliseconds; other strings go through `Date`. `{a}` gives the Chinese weekday. Empty input gives ''.
 */
export function parseTime(time: Date | number | string | null | undefined, pattern = DEFAULT_TIME_PATTERN): string {
  if (time === null || time === undefined || time === '') return '';
  let date: Date;
  if (time instanceof Date) {
    date = time;
  } else {
    let value: number | string = time;
    if (typeof value === 'string' && /^\d+$/.test(value)) value = Number.parseInt(value, 10);
    if (typeof value === 'number' && String(value).length === 10) value *= 1000;
    // '2024-01-02 03:04:05' is local time; '/' separators make every browser read it that way.
    if (typeof value === 'string' && LOCAL_DATE_TIME.test(value)) value = value.replace(/-/g, '/');
    date = new Date(value);
  }
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/{([ymdhisa])+}/g, (_match, key: string) => {
    const value = parts[key];
    if (key === 'a') return WEEKDAYS[value];
    return value.toString().padStart(2, '0');
  });
}
