import type { AppContext } from '../context.js'
import { refreshTokensData } from '../data/refresh-tokens.js'
import { AppError } from '../errors.js'
import { signJwt } from './jwt.js'
import { touchMember } from './people.js'

export interface TokenPair {
  access_token: string
  refresh_token: string
}

/** Issues and rotates the token pair of a login; the refresh tokens of one login form one family (revoked together on reuse). */
export function sessions(ctx: AppContext) {
  const { config, db, jwtSecret } = ctx
  const refresh = refreshTokensData(db, config.now)

  const accessToken = (accountId: number, memberId: number, loginId: string) => {
    const iat = Math.floor(config.now() / 1000)
    return signJwt(
      {
        sub: String(accountId),
        mem: String(memberId),
        typ: 'access',
        fam: loginId,
        iat,
        exp: iat + config.accessTokenTtl,
      },
      jwtSecret,
    )
  }

  return {
    /** A sign-in of the person `memberId` of the account. */
    async start(accountId: number, memberId: number): Promise<TokenPair> {
      const { familyId: loginId, refreshToken } = await refresh.start(accountId, memberId, config.refreshTokenTtl)
      await touchMember(db, memberId, config.now())
      return { access_token: accessToken(accountId, memberId, loginId), refresh_token: refreshToken }
    },

    async rotate(refreshToken: string): Promise<TokenPair> {
      const r = await refresh.rotate(refreshToken, config.refreshReuseGrace * 1000)
      if (!r.ok) throw new AppError(r.reason === 'expired' ? 'TOKEN_EXPIRED' : 'WRONG_TOKEN')
      await touchMember(db, r.memberId, config.now())
      return { access_token: accessToken(r.accountId, r.memberId, r.familyId), refresh_token: r.refreshToken }
    },

    /** Ends the account's other logins; with `memberId`, only that person's (their password changed). */
    revokeOthers: (accountId: number, keepLoginId: string | undefined, memberId?: number) =>
      refresh.revokeOthers(accountId, keepLoginId, memberId),

    /** Logout: ends the login of `refreshToken` (all its refresh tokens now, its access tokens on their next request). */
    end: (refreshToken: string) => refresh.revokeByToken(refreshToken),
  }
}
