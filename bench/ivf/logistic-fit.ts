import { Matrix, inverse, solve } from 'ml-matrix';

/*
 * Maximum-likelihood logistic regression by iteratively reweighted least squares (Newton's method), with the
 * coefficients' covariance from the inverse of the Fisher information at the optimum. ml-matrix does the
 * linear algebra; the loop is the textbook one, kept here because no maintained npm package returns the
 * covariance a prediction interval needs.
 */

export type LogisticFit = {
  coefficients: number[];
  covariance: number[][];
  iterations: number;
  logLikelihood: number;
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Fits y ~ X; rows of X start with 1 for the intercept. Stops when no coefficient moves more than `tolerance`. */
export function fitLogistic(
  rows: readonly number[][],
  outcomes: readonly (0 | 1)[],
  { maxIterations = 50, tolerance = 1e-10 } = {},
): LogisticFit {
  const p = rows[0]!.length;
  let beta = new Array<number>(p).fill(0);
  let information = Matrix.zeros(p, p);
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    const gradient = new Array<number>(p).fill(0);
    const info = new Float64Array(p * p);
    rows.forEach((x, n) => {
      let eta = 0;
      for (let j = 0; j < p; j++) eta += x[j]! * beta[j]!;
      const mu = sigmoid(eta);
      const w = mu * (1 - mu);
      const residual = outcomes[n]! - mu;
      for (let j = 0; j < p; j++) {
        const xj = x[j]!;
        if (xj === 0) continue;
        gradient[j]! += xj * residual;
        for (let k = j; k < p; k++) info[j * p + k]! += w * xj * x[k]!;
      }
    });
    information = new Matrix(p, p);
    for (let j = 0; j < p; j++)
      for (let k = j; k < p; k++) {
        information.set(j, k, info[j * p + k]!);
        information.set(k, j, info[j * p + k]!);
      }
    const step = solve(information, Matrix.columnVector(gradient)).to1DArray();
    beta = beta.map((b, j) => b + step[j]!);
    if (Math.max(...step.map(Math.abs)) < tolerance) {
      return {
        coefficients: beta,
        covariance: inverse(information).to2DArray(),
        iterations: iteration,
        logLikelihood: logLikelihood(rows, outcomes, beta),
      };
    }
  }
  throw new Error(`the logistic fit did not converge in ${maxIterations} iterations`);
}

function logLikelihood(rows: readonly number[][], outcomes: readonly (0 | 1)[], beta: number[]): number {
  let sum = 0;
  rows.forEach((x, n) => {
    const mu = sigmoid(x.reduce((s, v, j) => s + v * beta[j]!, 0));
    sum += outcomes[n] ? Math.log(mu) : Math.log(1 - mu);
  });
  return sum;
}
