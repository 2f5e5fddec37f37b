// Multisucursal's pieces that other sections show: a branch's form fields and its share link
// (Settings > General edits the one branch of a single-branch plan), the public menu's views
// per branch (Settings > General), and the templates modal (Productos, Promociones and
// Publicidad enable items per template). Multisucursal owns them: a change here is a change to
// that section. See ../README.md for why they are a folder of this package and not a
// federation module of mfe-multisucursal.
export * from './branch';
export * from './templates';
export * from './views';
