/** §2 /test/home: the test page (routes.yaml page `testHome`, blank layout). */
export { TestHomePage } from './TestHomePage';
