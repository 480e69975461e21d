/** Pure cycle rules shared by the API's prediction and the web's calendar and chart (never copied). */
export * from './dates';
export * from './periods';
export * from './temperature-shift';
export * from './calendar-marks';
