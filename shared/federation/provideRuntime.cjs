// The script a remote's standalone page loads first (see standaloneRuntime.cjs): the federation
// runtime that the remote's own files expect to find on the page, as the shell provides it.
globalThis._FEDERATION_RUNTIME_CORE = require('@module-federation/runtime-core');
