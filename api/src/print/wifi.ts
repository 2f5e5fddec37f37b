/**
 * The guest Wi-Fi's QR code text, in the `WIFI:` format phone cameras read (ZXing's, which iOS
 * and Android follow): `WIFI:T:WPA;S:<name>;P:<password>;;`, or `T:nopass` without a password.
 * In the name and the password, \ ; , : and " are escaped with a backslash, or a reader would end
 * the field there. WPA covers WPA2 and WPA3 for these readers.
 */

const escapeField = (value: string) => value.replace(/[\\;,:"]/g, (c) => `\\${c}`)

/** The code's text for a branch's network; null when it has no name (no code is printed). */
export function wifiPayload(name: string | null | undefined, password: string | null | undefined): string | null {
  if (!name) return null
  return password
    ? `WIFI:T:WPA;S:${escapeField(name)};P:${escapeField(password)};;`
    : `WIFI:T:nopass;S:${escapeField(name)};;`
}
