import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd Form rule backed by a contract schema, so the browser says exactly what the server would.
 * Emptiness is left to a `required` rule with its own message.
 */
export const zodRule = (schema: z.ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
  },
});

export const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
