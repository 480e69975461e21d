export const OPENCV_VERSION = '4.12';
