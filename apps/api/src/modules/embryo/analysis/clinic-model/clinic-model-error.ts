/**
 * Why a clinic's model was refused, naming the file (and the field) to fix. Thrown at start-up, so the API
 * does not run with a model it cannot trust; the message is for whoever installs the model, not for users.
 */
export class ClinicModelError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`Clinic model ${file}: ${problem}`);
    this.name = 'ClinicModelError';
  }
}
