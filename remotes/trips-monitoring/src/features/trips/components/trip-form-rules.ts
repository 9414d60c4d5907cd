/** A required field's rule: antd's own check, the field's label as its message. */
export const required = (label: string) => [{ required: true, message: label }];
