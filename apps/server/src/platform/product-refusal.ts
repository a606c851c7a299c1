/**
 * A product's refusal with its own result code and localised text, answered the same way in any
 * route context (the /v1 error handler knows it), so a product's check that runs inside another
 * product's route (a registration hook) still answers its own code and message.
 */
export abstract class ProductRefusal extends Error {
  abstract readonly code: string;
  abstract readonly httpStatus: number;
  /** The refusal's text in the language of a §3 `languageType`. */
  abstract messageIn(languageType: number): string;
}
