import { DESIGN_API, type DesignSaveBody, type DesignSaveResult } from '@podbench/contract';
import { http } from '@/shared/request/request';

/** Creates (no id, version 0) or replaces the version the editor loaded; a stale version answers 409. */
export const saveDesign = (body: DesignSaveBody) => http.post<DesignSaveResult>(DESIGN_API.save, body);
