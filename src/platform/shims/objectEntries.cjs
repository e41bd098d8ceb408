// What `require('object.entries')` gives node-polyglot (react-admin's translator) in the console's build (vite.config.ts
// alias): the browser's own Object.entries. The es-shims package and the ~20 packages under it (get-intrinsic,
// call-bind, define-properties, …: 38 KB of unminified code in the file every page loads, the login page's too) stand
// in for a function every browser the console supports has (issue 13).
module.exports = function entries(value) {
  return Object.entries(value);
};
