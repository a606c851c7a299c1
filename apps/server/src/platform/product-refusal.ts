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

/**
 * The refusal class of a product: its codes, the HTTP status of each (a 4xx saying what kind of
 * refusal it is: docs/protocol.md "HTTP status") and its catalogue. A product declares
 * `export class EarnError extends productRefusal('EarnError', HTTP_STATUS, earnMessage) {}`.
 */
export function productRefusal<Code extends string>(
  name: string,
  httpStatusOf: Readonly<Record<Code, number>>,
  message: (code: Code, languageType: number) => string,
) {
  return class extends ProductRefusal {
    readonly httpStatus: number;

    constructor(readonly code: Code) {
      super(message(code, 0));
      this.name = name;
      this.httpStatus = httpStatusOf[code];
    }

    messageIn(languageType: number): string {
      return message(this.code, languageType);
    }
  };
}
