import { API } from '@podbench/contract';
import { http } from '../request/request';

/** Revokes the token on the server (it travels in the Authorization header). */
export const postLogout = () => http.post<null>(API.auth.logout);
