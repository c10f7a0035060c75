/** Result codes carried in the `{ code, msg, data }` envelope. 200 is the only success. */
export const ResultCode = {
  SUCCESS: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Default Chinese messages per code; services usually pass a more precise one. */
export const defaultMessages: Record<ResultCode, string> = {
  200: '操作成功',
  400: '请求参数有误',
  401: '登录状态已过期，请重新登录',
  403: '没有权限执行此操作',
  404: '数据不存在',
  409: '数据已被修改，请刷新后重试',
  413: '文件过大',
  415: '不支持的文件类型',
  429: '操作过于频繁，请稍后再试',
  500: '服务器开小差了，请稍后再试',
};
