/** Every API path, as the specification names them (§7) plus the ones the product adds. */
export const API = {
  menu: {
    list: '/api/menu/list',
    listById: '/api/menu/list/:id',
    detail: '/api/menu/:id',
    add: '/api/menu/add',
    edit: '/api/menu/edit',
    remove: '/api/menu/:menuId',
    routers: '/api/menu/routers',
  },
  clientUser: {
    page: '/api/clientUser/page',
    accountInfo: '/api/clientUser/accountInfo',
    detail: '/api/clientUser/detail',
    edit: '/api/clientUser/edit',
    add: '/api/clientUser/add',
    remove: '/api/clientUser/delete',
    changeEmail: '/api/clientUser/changeEmail',
    changeWechat: '/api/clientUser/changeWechat',
    changeCompany: '/api/clientUser/changeCompany',
    changePhone: '/api/clientUser/changePhone',
    changePassword: '/api/clientUser/changePassword',
    changeProfile: '/api/clientUser/changeProfile',
    permissionOptions: '/api/clientUser/permissionOptions',
  },
  auth: {
    loginByPhone: '/api/authC/loginByPhone1',
    captcha: '/api/authC/getPicCaptcha',
    login: '/api/authC/login',
    register: '/api/authC/reg',
    loginUser: '/api/authC/getLoginUser',
    logout: '/api/authC/logout',
    phoneCode: '/api/authC/getPhoneValidCode',
    checkSmsCode: '/authorize/account/checksmscode',
    /** 忘记密码: a new password for the account of a phone, proven by an SMS code (scene resetPassword). */
    resetPassword: '/api/authC/resetPassword',
  },
  site: { config: '/api/site/config' },
  notice: {
    page: '/api/notice/page',
    detail: '/api/notice/detail',
    unread: '/api/notice/unread',
    read: '/api/notice/read',
  },
  upload: '/upload',
  file: '/api/file/:id',
  /** An avatar through a signed link (`?e=&s=`): `<img src>` needs no session, the URL holds none. */
  avatar: '/api/file/avatar/:mainId/:fileId',
  docs: '/api/docs',
  /** Named by the spec; the marketplace and designer issues implement them. */
  clientProduct: { uploadToTemu: '/api/clientProduct/uploadToTemu' },
  clientDesign: { export: '/api/clientDesign/export' },
  sandbox: { smsOutbox: '/sandbox/sms/outbox' },
} as const;

/** Substrings the request layer matches on (spec §7/§8). */
export const TEMU_UPLOAD_PATH_FRAGMENT = 'api/clientProduct/uploadToTemu';
export const DESIGN_EXPORT_PATH_FRAGMENT = 'api/clientDesign/export';
export const ROUTERS_PATH = API.menu.routers;
