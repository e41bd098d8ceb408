/**
 * A form error message react-admin translates with arguments. Generated yup schemas use it so the message
 * shows in the user's language (react-admin decodes this prefix in ValidationError).
 */
export function validationMessage(message: string, args?: Record<string, unknown>): string {
  return args ? `@@react-admin@@${JSON.stringify({ message, args })}` : message;
}
