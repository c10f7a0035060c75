/** Sends a verification code by SMS. The sandbox keeps messages in the database; Aliyun sends them. */
export interface SmsProvider {
  readonly name: 'sandbox' | 'aliyun';
  sendCode(phone: string, code: string, scene: string): Promise<void>;
}
