/** 13812345678 → 138****5678 */
export const maskPhone = (phone: string | null | undefined) =>
  phone ? phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : '';
