const { createAppConfig } = require('@menu/shared/rspack');

module.exports = createAppConfig(__dirname);
