/** The public address of a branch's menu, the one its QR code and share link carry. */
export const menuUrl = (base: string, routeKey: string): string => `${base}/m/${encodeURIComponent(routeKey)}`
