import { API, type LoginUserResult } from '@podbench/contract';
import { http } from '../request/request';

export const getLoginUser = () => http.get<LoginUserResult>(API.auth.loginUser);
