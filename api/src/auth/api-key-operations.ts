/**
 * Whether an operation takes an API key (auth/api-keys.ts): every /v1 one but the public ones
 * (no token at all) and a person's own (/v1/members/me…: a key is nobody's name or two-step
 * login). The OpenAPI document lists `apiKeyAuth` on exactly these (plugins/swagger.ts), and
 * documents the refusals a key may meet on them (schemas/common.ts). Kept free of imports: the
 * schemas read it.
 */
export function keyAccepted(url: string): boolean {
  if (!url.startsWith('/v1/') || url.startsWith('/v1/public/')) return false
  return url !== '/v1/members/me' && !url.startsWith('/v1/members/me/')
}
