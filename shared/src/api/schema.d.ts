/**
 * Generated from api/openapi.json by `npm run openapi -w api`. Do not edit by hand.
 */

export interface paths {
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in person's password; every other login of that person is ended
         * @description The owner's password is the account's; a member's is their own (the rest of the team keeps theirs and stays signed in). A wrong current password counts as a failed login of that person from this IP (the same counters as POST /auth/login): over the limit, 429 TOO_MANY_REQUESTS with Retry-After, for both.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a password reset link to the person of this e-mail (the account's owner or a member), if there is one
         * @description The answer is the same, and takes the same time, whether the account exists or not: the link is made and e-mailed after answering. A member (who accepted their invitation) gets a link that sets their own password. The link (/reset-password?token=…) works once, for RESET_TOKEN_TTL seconds (default 3600), and only until a newer one is sent or the password changes.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept a team invitation with the token of its link: set your name and password; signs you in
         * @description The link is spent: the person is an active member of the team and signs in from now on with the invited e-mail and this password (POST /auth/login). An unknown, spent, resent (older) or revoked link: 400 INVITATION_INVALID; one past its end: 400 INVITATION_EXPIRED. Failed attempts count like failed logins.
         */
        put: operations["acceptInvitation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail (username) and password; starts a new login (token family)
         * @description The account's e-mail signs its owner in, a member's e-mail that member (once they accepted their invitation). A person with a two-step login also sends `totp_code` (their app's current code) or one of their `recovery_code`s (each works once): without either, 403 TOTP_REQUIRED; a wrong one, 400 TOTP_INVALID, counted as a failed attempt like a wrong password. Each sign-in is logged (time, IP, device).
         */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the login of this refresh token (as Bearer, like GET /auth/refresh-token)
         * @description Every refresh token of that login stops working at once, and its access tokens on their next request. Idempotent: a refresh token that is spent, expired, already logged out or unknown also answers 200, since in every case no login stands on it afterwards. Without a Bearer token: 401 WRONG_TOKEN.
         */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange the refresh token (as Bearer) for a new token pair; the presented token is spent
         * @description Presenting an already-spent refresh token revokes the whole login (every token of its family), except within REFRESH_REUSE_GRACE seconds (default 30) of its rotation, when it gets a new pair (two tabs refreshing at once).
         */
        get: operations["refreshTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new verification link to an unverified account; its older links stop working */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password with the token of a reset link; every login of that person ends
         * @description The link is the owner's or a member's (it sets that person's password only). The link is spent and the person's other reset links stop working. Every login of that person ends (refresh tokens at once, access tokens on their next request); the rest of the team stays signed in. An account not verified yet becomes verified by its owner's link: the link proves the mailbox.
         */
        put: operations["resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (FREEMIUM, unverified) and e-mail its verification link
         * @description For an e-mail whose account is not verified yet, the new sign-up replaces its password, company and business kind, and its link is the only one that works (older links answer 409 VERIFY_TOKEN_REPLACED). A verified e-mail is 409 EMAIL_IN_USE.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Verify the account e-mail with the token from the verification link; the account gets its first branch
         * @description Only the newest link of the account works, and the password that logs in afterwards is the one chosen in the sign-up that sent it: a link of an earlier sign-up or resend is 409 VERIFY_TOKEN_REPLACED, a link of an account verified since is 409 ALREADY_VERIFIED. A link whose password the reader may not have chosen (a resend's, or any once the address was claimed with two different passwords) asks for it: 409 VERIFY_PASSWORD_REQUIRED without `password`, 409 VERIFY_PASSWORD_MISMATCH with another; the link stays unused. Failures count as failed logins (429).
         */
        put: operations["verifyEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/advertising": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Advertising in creation order */
        get: operations["listAdvertising"];
        put?: never;
        /**
         * Create an advertisement (enabled, no images yet), placed after the last one
         * @description expiration: 'YYYY-MM-DD' after today, else 400 'La vigencia debe ser mayor a DD-MM-YYYY'. Upload the images with POST /{id}/attachment.
         */
        post: operations["createAdvertising"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/advertising/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One advertisement */
        get: operations["getAdvertising"];
        /**
         * Update an advertisement; expiration: null clears it; image_mobile/image_desktop: null removes that image
         * @description A new expiration must be after today; repeating the stored one is not re-checked.
         */
        put: operations["updateAdvertising"];
        post?: never;
        /** Delete an advertisement (and its image files) */
        delete: operations["deleteAdvertising"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/advertising/{id}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload image_mobile (1080x1920) and/or image_desktop (1920x1080): multipart, one file part per name
         * @description Cover crop around the centre, WebP, plus half-size siblings (540x960, 960x540). All parts are checked before anything is stored: one bad part stores nothing. Replaced files are deleted. Answers both current URLs.
         */
        post: operations["uploadAdvertisingImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/advertising/{id}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone an advertisement as '<name> (copia)', placed last, with its own copies of both images */
        post: operations["cloneAdvertising"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/allergens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 14 allergens (Mexico's NOM-051 list and the EU's 14), in catalogue order
         * @description Codes are stable: products' and variants' `allergens` maps use them as keys. Names are the words diners read.
         */
        get: operations["listAllergens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API keys, newest first (revoked ones too); never the keys themselves */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key: the answer has the key, this once (only its hash is kept)
         * @description Send it as `Authorization: Bearer <key>` on any /v1 operation but a person's own (/v1/members/me…). It acts as an administrator (never on API keys, webhooks, the team or billing); a 'read' key may only GET.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key: its next request answers 401 Wrong token (it stays listed as revoked) */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categories/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product in a category (id 0: unclassified) with its tags and variant groups, in one transaction; position defaults to the count in that category
         * @description featured/recommended cannot be true yet: a new product has no image (IMAGE_REQUIRED).
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/families": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Families by position, each with its categories by position */
        get: operations["listFamilies"];
        /** Reorder families: [{id, position}] in one transaction */
        put: operations["reorderFamilies"];
        /** Create a family; position defaults to the number of families */
        post: operations["createFamily"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/families/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder categories: [{id, position}] in one transaction */
        put: operations["reorderCategories"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/families/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a category; a new family_id moves it (last in that family unless a position is given) */
        put: operations["updateCategory"];
        post?: never;
        /** Delete a category; its products become unclassified ('Productos sin clasificar'), never deleted */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/families/categories/{id}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone a category as '<name> (copia)', last in its family; its products are not copied */
        post: operations["cloneCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/families/{familyId}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a category in a family; position defaults to the number of categories in that family */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/families/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a family; icon: null removes the icon (upload one with POST /attachment) */
        put: operations["updateFamily"];
        post?: never;
        /** Delete a family and its categories; their products become unclassified, never deleted */
        delete: operations["deleteFamily"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/families/{id}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the family icon (multipart, file field `icon`): re-encoded to a 256 px square WebP
         * @description Replaces (and deletes) the previous icon. Formats are checked by content.
         */
        post: operations["uploadFamilyIcon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/families/{id}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone a family as '<name> (copia)', placed last, with copies of its categories (not of their products) */
        post: operations["cloneFamily"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fonts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sans-serif families an owner can choose: the built-in catalogue, then the listing service (when configured)
         * @description The defaults ('SS Nickson One', 'Aktiv Grotesk') are not listed: they are the 'Default' choice. Every file is served from this server.
         */
        get: operations["listFonts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's glossary, in alphabetical order */
        get: operations["listGlossaryTerms"];
        put?: never;
        /**
         * Add a term; the same word already there (case- and accent-insensitive): 409 GLOSSARY_TERM_EXISTS
         * @description translations: language (one of the account's; another: 400 naming translations.<code>) -> fixed translation; a language absent keeps the term as written
         */
        post: operations["createGlossaryTerm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/glossary/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a term or replace its translations */
        put: operations["updateGlossaryTerm"];
        post?: never;
        /** Remove a term (texts already filled keep their translation) */
        delete: operations["deleteGlossaryTerm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Variant groups by position, each with its variants by position */
        get: operations["listVariantGroups"];
        /** Reorder variant groups: [{id, position}] in one transaction */
        put: operations["reorderVariantGroups"];
        /**
         * Create a group with its variants, all or nothing (one transaction)
         * @description Every variant needs a name (400 Campo obligatorio, nothing created). Position defaults to the number of groups.
         */
        post: operations["createVariantGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/variants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a variant */
        put: operations["updateVariant"];
        post?: never;
        /** Delete a variant */
        delete: operations["deleteVariant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/{groupId}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder a group's variants: [{id, position}] in one transaction */
        put: operations["reorderVariants"];
        /** Add a variant to a group (last unless a position is given) */
        post: operations["createVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One variant group with its variants */
        get: operations["getVariantGroup"];
        /**
         * Update a group; `variants`, when given, is its complete new variant list (one transaction)
         * @description Rows with an id (a variant of this group) are updated, rows without are created, missing ones are deleted; order = array order.
         */
        put: operations["updateVariantGroup"];
        post?: never;
        /** Delete a group and its variants; it is detached from its products, which stay */
        delete: operations["deleteVariantGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/{id}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone a group as '<name> (copia)' with its variants, placed last (not attached to products) */
        post: operations["cloneVariantGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change a diner can see, newest first, filtered and paged
         * @description One entry per change (one request, one scheduled set, one undo or restore): when, who (the person, `member`), what and the fields before and after. member_id: only that person's changes (another account's id: none). Menu entities, variants, tags, promotions, advertising, templates and their rows, branches, sold-out marks, brand and integrations.
         */
        get: operations["listHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's people, to filter the history by who made a change
         * @description Its members, the owner first (their e-mail is the account's), then by name; not those whose invitation is pending. A member removed since is not listed: their entries keep the e-mail they were recorded with (actor).
         */
        get: operations["listHistoryPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What restoring the menu to a moment would change
         * @description nuevo: items that come back; actualizado: fields that go back (before: now, after: then); eliminado: items made since. A moment older than the kept history (HISTORY_RETENTION_DAYS): 400 RESTORE_TOO_OLD.
         */
        get: operations["previewRestore"];
        put?: never;
        /**
         * Restore the menu to a moment, all or nothing
         * @description Applies exactly what the preview lists, in one transaction; the restore is an entry of the history (it can be undone). A row that cannot come back because another took its place: 409 RESTORE_CONFLICT; a branch key not free for it now: 409 ROUTE_KEY_IN_USE naming it; more enabled branches or languages than today's plan allows: 409 ENABLED_LIMIT_REACHED / 403 SCOPE_REQUIRED; nothing changed in either case.
         */
        post: operations["restoreMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revert one change
         * @description An update's fields go back, a delete's items come back with their links and marks, a create's items are removed. A later change to the same thing, or a later deletion of the item or of one it refers to (its family, category, group…): 409 HISTORY_CONFLICT naming it (undo that one first). A branch key that is not free for it now: 409 ROUTE_KEY_IN_USE naming it. The undo is an entry itself.
         */
        post: operations["undoHistoryEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/locks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The three lockable fields (price, enabled, description), each locked or not, with its reason */
        get: operations["listLocks"];
        /**
         * Lock or unlock fields, in one transaction; fields not named keep their state
         * @description Each field at most once (400 naming the repeat). Reasons are trimmed, at most 200 characters (400 naming `N.reason`). Locking never changes stored template or region rows: the public menus ignore their values of a locked field, and they are back once it is unlocked.
         */
        put: operations["saveLocks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team: the owner first (their e-mail is the account’s), then by name */
        get: operations["listMembers"];
        put?: never;
        /**
         * Invite a person by e-mail with a role (and branches); e-mails them a single-use link
         * @description The link (/invitacion?token=…) works for INVITATION_TTL seconds (default 7 days), until the invitation is resent or revoked. Every member counts towards the plan's 'Miembros' limit (FREEMIUM 1, NEGOCIO 3, FRANCHISES 25), the owner and pending invitations included: 409 MEMBER_LIMIT_REACHED past it. An e-mail already in the team: 409 MEMBER_EXISTS; an account's or another team's: 409 MEMBER_EMAIL_ELSEWHERE.
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person signed in, as the team lists them (role, branches, two-step login) */
        get: operations["getMyMember"];
        /** Change your own name, as the team and the history show it */
        put: operations["updateMyMember"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/me/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn the two-step login on with the app's current code; answers the 10 recovery codes */
        put: operations["confirmTotp"];
        /**
         * Start setting up a two-step login: a new secret and its QR code (not on until confirmed)
         * @description Answers the secret (base32, for typing into the app), its otpauth:// URI (issuer 'Menú Digital', the person's e-mail) and that URI as an SVG QR code. A secret started before and never confirmed is replaced.
         */
        post: operations["startTotp"];
        /**
         * Turn the two-step login off (with the current password)
         * @description Its secret and recovery codes go. Where the account requires a two-step login of this role, the person then has to set one up again before anything else (403 TOTP_SETUP_REQUIRED).
         */
        delete: operations["turnOffTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/me/totp/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes (with the app's current code); the old ones stop working */
        post: operations["renewTotpRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Require a two-step login of owners and administrators (the profile shows it as require_totp)
         * @description While required, an owner or administrator without a two-step login may call only what every person may (their profile, their own two-step login) until they set one up: every other call answers 403 TOTP_SETUP_REQUIRED.
         */
        put: operations["updateTeamPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member's role, branches or state (active, suspended)
         * @description Applies on the person's next request. Suspending ends every login of theirs at once (their access tokens answer 401 Wrong token). The owner cannot be changed: 403 OWNER_PROTECTED. A pending invitation has no state to change yet: 409 INVITATION_PENDING.
         */
        put: operations["updateMember"];
        post?: never;
        /** Remove a member, or revoke a pending invitation; their logins end at once */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a pending invitation again: a new link with a new end; the old link stops working */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{id}/sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's last 50 sign-ins (time, IP, device), newest first */
        get: operations["listMemberSignIns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/menu/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole menu as a CSV or Excel (.xlsx) file (attachment)
         * @description One row per product and per variant, Spanish headers, a key per row (P-12, V-40) that an import matches on. Per-template price columns ('Precio en <plantilla>') only when the plan has templates. Then the dish facts: Porción, Calorías, Dietas and one column per allergen (its Spanish word) holding 'Contiene', 'Puede contener', 'No contiene' or nothing (not confirmed); an import without such a column leaves that fact unchanged. Last, per extra language of the account, 'Nombre (en)', 'Descripción (en)', 'Porción (en)': the texts in that language (an import without such a column leaves them unchanged; an empty cell removes the text; a language the account has not chosen is an error of the column). A menu with a combo adds, last, 'Pasos' (a combo's steps in one cell: 'Sopa [1]: Fideo; Arroz | Guisado [1-2]: #Tinga +15', '#' naming one of the menu's dishes) and 'Menú del día' (Sí/No); Tipo is 'Combo' on a combo's row. Texts starting with = + - @ are written with a leading apostrophe (formula-injection guard).
         */
        get: operations["exportMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/menu/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply an import, all or nothing, streaming its progress
         * @description The same multipart body as the preview. The file is checked again inside one transaction: any invalid row is a 400 IMPORT_ROWS_INVALID and nothing is written. Otherwise the answer is application/x-ndjson: {"type":"progress","done":n,"total":m} lines while it writes, then {"type":"result","created":…,"updated":…,"removed":…}, or {"type":"error","error":{code,message}} when the transaction failed (then nothing was written).
         */
        post: operations["importMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/menu/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What importing a file would do: rows created, updated and (with remove=true) removed, and every invalid row
         * @description Multipart: the file (CSV or .xlsx, checked by content, at most 5 MB and 5,000 rows) and optionally remove=true. Nothing is written.
         */
        post: operations["previewMenuImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-sources/card-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a card page session: its checkout_id and the page to show in the iframe
         * @description The page posts the card to the provider and hands back a card_token by postMessage ({type: 'menu-card-token', card_token}) to the panel's origin only; save it with POST /v1/profiles/me/payment-methods. A session lasts 30 minutes and takes one card.
         */
        get: operations["openCardPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan cards (Gratis, Negocio, Franquicias, Sucursales adicionales) with their prices in a currency
         * @description Currency: `currency`, else from `time_zone` (Mexican zones MXN, any other USD), else (none or blank) MXN. Another currency: 400 VALIDATION_ERROR 'Moneda no soportada'. Amounts come from the price list in the database on every request.
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/price-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a bulk price change now (200, one history entry) or schedule it at run_at (201)
         * @description Targets: each region of region_ids (its own rows), each branch of sucursal_ids (its template's rows), neither: the base menu. A target's price before is its effective one (branch: its template's row, else its region's, else the base). A locked price (Bloqueos) cannot change in regions or branches: 403 FIELD_LOCKED. At most 5,000 prices (400 beyond). Now: one transaction and one history entry, which its undo reverts whole. With run_at: one scheduled set per time zone (a branch's own; regions: their first branch's; base: the account's first branch's), holding the prices as planned now, applied by the scheduled-changes job.
         */
        post: operations["applyPriceChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/price-changes/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every price a bulk change would set, before and after (nothing is written)
         * @description Targets: each region of region_ids (its own rows), each branch of sucursal_ids (its template's rows), neither: the base menu. A target's price before is its effective one (branch: its template's row, else its region's, else the base). A locked price (Bloqueos) cannot change in regions or branches: 403 FIELD_LOCKED. At most 5,000 prices (400 beyond).
         */
        post: operations["previewPriceChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products in board order: family, category (unclassified last), then product position */
        get: operations["listProducts"];
        /** Reorder products: [{id, position}] in one transaction */
        put: operations["reorderProducts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/allergens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The allergen board's save: several products' allergens, diets, calories or portion, all or nothing (one transaction)
         * @description Each item changes only the fields it gives (a given allergens map replaces the whole map). A foreign or missing id: 404; a diet its allergens contradict: 400 naming items.N.diets; nothing changes.
         */
        put: operations["updateProductsAllergens"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its tags and variant groups */
        get: operations["getProduct"];
        /**
         * Update a product, its tags and its variant groups in one transaction; featured/recommended need an image; image: null removes it (and turns them off)
         * @description category_id null or 0 makes it unclassified; a new category puts it last there. tag_ids and variant_groups replace the whole set when given.
         */
        put: operations["updateProduct"];
        post?: never;
        /** Delete a product (and its image files) */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the product image (multipart, file field `image`): WebP 800 px and 400 px wide
         * @description Replaces (and deletes) the previous image. Formats are checked by content.
         */
        post: operations["uploadProductImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone a product as '<name> (copia)', last in its category, with its tags, variant groups and a copy of its image */
        post: operations["cloneProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A menu of the day's dated steps from..to (inclusive); a date not listed offers the combo's own steps */
        get: operations["listProductDays"];
        /**
         * Set the steps of the given dates, all or nothing (one history entry); steps [] gives a date back the combo's own
         * @description Only a daily combo (kind combo, daily true), else 400 on daily. A dish in a step must be one of your dishes (404; a combo: 400).
         */
        put: operations["updateProductDays"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/scheduled-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pending scheduled sets that change this product (its delete confirm names them)
         * @description A set whose product is deleted fails whole when it runs (the menu unchanged, the owner e-mailed), so the panel warns before the delete.
         */
        get: operations["listProductPendingScheduledChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/sold-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark the product (or one of its variants) sold out in one branch or all, until the end of the branch's day or until reactivated
         * @description Repeating it is harmless (the end moves). "All branches" marks each branch, each ending at its own midnight. Answers the product's marks (a person bound to branches: in their branches).
         */
        put: operations["markProductSoldOut"];
        post?: never;
        /**
         * Reactivate the product (and/or its variants) in one branch or all
         * @description Answers the product's remaining marks (a person bound to branches: in their branches).
         */
        delete: operations["reactivateProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a tag to the product (no change if already attached) */
        post: operations["attachProductTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/tags/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a tag from the product (the tag stays) */
        delete: operations["detachProductTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a variant group's per-product limit and obligatory flag (attaching it if needed) */
        put: operations["setProductVariantGroup"];
        /** Attach a variant group to the product (no change if already attached) */
        post: operations["attachProductVariantGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/variants/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Detach a variant group from the product (the group stays) */
        delete: operations["detachProductVariantGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profiles/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the logo (multipart, file field `logo`); returns the updated profile
         * @description Checked by content (.jpg, .jpeg, .png, .gif; 10 MB), re-encoded to a 320 px square WebP (whole image, transparent padding) plus 160 px. Replaces and deletes the previous logo. Other form fields (a base64 copy of the file) are ignored. Brand identity: not on FREEMIUM (403 SCOPE_REQUIRED, checked before the upload is read).
         */
        post: operations["uploadLogo"];
        /**
         * Remove the logo (and its files); returns the updated profile
         * @description Brand identity: not on FREEMIUM (403 SCOPE_REQUIRED).
         */
        delete: operations["deleteLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profiles/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account: identity, brand, integrations and plan with its scopes */
        get: operations["getProfile"];
        /**
         * Update any subset of the editable profile fields; returns the updated profile
         * @description An empty string clears gtm_id, facebook_pixel or privacy_url. While gtm_id, google_analytics or facebook_pixel is set the account needs privacy_url (its 'Aviso de privacidad', linked from the public menu): a request that would leave one set without it is refused as a whole, 400 VALIDATION_ERROR naming privacy_url. gtm_id and facebook_pixel (tracking ids), fonts and the four colours (brand identity) need a plan other than FREEMIUM: else 403 SCOPE_REQUIRED naming the field, and nothing is stored. default_payment_method_id is null or the id of one of the account's saved cards (else 400 VALIDATION_ERROR 'Método de pago no encontrado').
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profiles/me/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved cards, oldest first, with the default marked */
        get: operations["listPaymentMethods"];
        put?: never;
        /**
         * Save the card a card page tokenised; the first card becomes the default
         * @description card_token: what the card page handed back (one of this account's card pages). An unknown token, or one already saved, is 400 VALIDATION_ERROR on card_token.
         */
        post: operations["savePaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profiles/me/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a saved card; when it was the default, the newest remaining card becomes the default (or none) */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promotions by position */
        get: operations["listPromotions"];
        /** Reorder promotions: [{id, position}] in one transaction */
        put: operations["reorderPromotions"];
        /**
         * Create a promotion (enabled, no poster yet); position defaults to the number of promotions
         * @description expiration: 'YYYY-MM-DD' after today, else 400 'La vigencia debe ser mayor a DD-MM-YYYY'. Upload the poster with POST /{id}/attachment.
         */
        post: operations["createPromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One promotion */
        get: operations["getPromotion"];
        /**
         * Update a promotion; expiration: null clears it; poster: null removes the poster
         * @description A new expiration must be after today; repeating the stored one is not re-checked.
         */
        put: operations["updatePromotion"];
        post?: never;
        /** Delete a promotion (and its poster files) */
        delete: operations["deletePromotion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promotions/{id}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the poster (multipart, file field `poster`): cropped to 1080x1920 WebP, plus 540x960
         * @description Cover crop around the centre (always exactly 1080x1920). Replaces (and deletes) the previous poster. Formats are checked by content.
         */
        post: operations["uploadPromotionPoster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promotions/{id}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone a promotion as '<name> (copia)', placed last, with its own copy of the poster */
        post: operations["clonePromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/menus/{routeKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A branch's public menu as JSON (the view model of /m/{routeKey}); no authentication
         * @description Only what a diner sees: enabled, unexpired items, formatted prices, checked URLs, legible theme colours. A disabled branch answers available: false and no content; an old route key answers 301 to the current one. Cache-Control: no-cache with a strong ETag (If-None-Match -> 304). CORS is open to any origin.
         */
        get: operations["getPublicMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's regions, by name, with their branches */
        get: operations["listRegions"];
        put?: never;
        /**
         * Create a region (a unique name) with, optionally, its branches; one transaction
         * @description A branch already in another region moves to this one.
         */
        post: operations["createRegion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One region with its branches */
        get: operations["getRegion"];
        /** Rename a region and/or set its whole set of branches, in one transaction */
        put: operations["updateRegion"];
        post?: never;
        /** Delete a region and its rows; its branches keep working, without a region */
        delete: operations["deleteRegion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regions/{id}/advertising": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every advertisement of the menu as the region shows it: effective values, which are the region's own, last change
         * @description `inherited` is the base menu's (a region's rows sit over the base menu).
         */
        get: operations["listRegionAdvertising"];
        /**
         * Save some of the region's advertising rows [{advertising_id, description, enabled}] in one transaction; answers the whole list
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field). A locked field (GET /v1/locks) may only follow the base: 403 FIELD_LOCKED.
         */
        put: operations["saveRegionAdvertising"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regions/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product of the menu as the region shows it: effective values, which are the region's own, last change
         * @description `inherited` is the base menu's (a region's rows sit over the base menu).
         */
        get: operations["listRegionProducts"];
        /**
         * Save some of the region's products rows [{product_id, price, enabled}] in one transaction; answers the whole list
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field). A locked field (GET /v1/locks) may only follow the base: 403 FIELD_LOCKED.
         */
        put: operations["saveRegionProducts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regions/{id}/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every promotion of the menu as the region shows it: effective values, which are the region's own, last change
         * @description `inherited` is the base menu's (a region's rows sit over the base menu).
         */
        get: operations["listRegionPromotions"];
        /**
         * Save some of the region's promotions rows [{promotion_id, description, enabled}] in one transaction; answers the whole list
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field). A locked field (GET /v1/locks) may only follow the base: 403 FIELD_LOCKED.
         */
        put: operations["saveRegionPromotions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regions/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every variant of the menu as the region shows it: effective values, which are the region's own, last change
         * @description `inherited` is the base menu's (a region's rows sit over the base menu).
         */
        get: operations["listRegionVariants"];
        /**
         * Save some of the region's variants rows [{variant_id, price, enabled}] in one transaction; answers the whole list
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field). A locked field (GET /v1/locks) may only follow the base: 403 FIELD_LOCKED.
         */
        put: operations["saveRegionVariants"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scheduled-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheduled sets: pending ones first (soonest first), then applied, failed and cancelled ones (newest first)
         * @description Sets already run or cancelled: the latest 200.
         */
        get: operations["listScheduledChanges"];
        put?: never;
        /**
         * Schedule a named set of changes (prices, enabled flags), applied all or nothing at run_at
         * @description Validated now with the rules of each item's own update (a bad price: 400 naming changes.N.fields.price); an id that is not the account's: 404 naming changes.N.id; promotions and advertising need their plan scope (403 SCOPE_REQUIRED naming changes.N.entity); run_at in the past: 400 naming run_at. The job applies it once, at run_at, through the same updates as the panel, recorded in the history; the owner gets an e-mail with the outcome.
         */
        post: operations["createScheduledChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scheduled-changes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a pending set (it stays listed as cancelled)
         * @description Only while pending: once applied, failed or cancelled, 409 SCHEDULED_CHANGE_NOT_PENDING.
         */
        delete: operations["cancelScheduledChange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sold-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products and variants sold out right now, one entry per branch
         * @description A person bound to branches (Gerente de sucursal, Personal) gets only their branches.
         */
        get: operations["listSoldOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The billing history, newest first */
        get: operations["listBillingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/card-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a card page session: its checkout_id and the page to show in the iframe
         * @description The page posts the card to the provider and hands back a card_token by postMessage ({type: 'menu-card-token', card_token}) to the panel's origin only; save it with POST /v1/profiles/me/payment-methods. A session lasts 30 minutes and takes one card.
         */
        get: operations["openSubscriptionCardPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the menu plan (and, with features, the branch add-on in the same call)
         * @description A dearer plan applies now and charges the prorated difference for the days left; a cheaper plan or another interval waits for the period end (next_plan, next_interval), nothing charged. features with the add-on code is handled like PUT /v1/subscriptions/sucursales.
         */
        put: operations["changeMenuSubscription"];
        /**
         * Subscribe to a menu plan, or start the free demo
         * @description {demo: true}: Franquicias for 15 days without a card, once per account (409 DEMO_USED). Otherwise plan_code and interval, charged now on payment_method_id or the default card (none: 409 PAYMENT_METHOD_REQUIRED; declined: 402 PAYMENT_DECLINED, nothing changes). Paying during the demo replaces it. An account that never subscribed takes its currency from time_zone.
         */
        post: operations["createMenuSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/menu/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the menu plan: its benefits stay until expires_at, then FREEMIUM */
        post: operations["cancelMenuSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/menu/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume: a cancelled subscription still in its period, free; an ended or unpaid one, charged for a new period from now */
        post: operations["resumeMenuSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The price quote before 'Realizar Cambio': what the change charges now and what recurs afterwards (charges and writes nothing)
         * @description Without a paid plan in force (FREEMIUM, an ended plan, the demo) it quotes POST /menu, then with branches PUT /sucursales; with a paid plan, PUT /menu with the add-on in features (branches absent: the add-on is kept as it is). A cancelled or unpaid plan: 409 SUBSCRIPTION_NOT_ACTIVE, like the calls. time_zone sets the currency of a first subscription.
         */
        get: operations["getSubscriptionQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/sucursales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the branch count of the add-on
         * @description More branches: now, the added ones charged prorated. Fewer: from the period end (next_features), no refund; below the enabled branches, disable_sucursal_ids must name enough of the account's enabled branches (else 409 BRANCH_COUNT_BELOW_ENABLED), and they are disabled at once.
         */
        put: operations["changeSucursalesSubscription"];
        /**
         * Subscribe to the branch add-on (needs the Franquicias plan)
         * @description Shares the menu plan's interval and period end; the first charge is prorated to that end. While the add-on is in force its quantity is the Sucursales limit.
         */
        post: operations["createSucursalesSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/sucursales/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the branch add-on: its limit stays until expires_at */
        post: operations["cancelSucursalesSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/sucursales/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume: a cancelled subscription still in its period, free; an ended or unpaid one, charged for a new period from now */
        post: operations["resumeSucursalesSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's branches
         * @description A person bound to branches (Gerente de sucursal, Personal) gets only their assigned branches.
         */
        get: operations["listSucursales"];
        put?: never;
        /**
         * Create a branch; it starts enabled while the plan allows more enabled branches
         * @description route_key is generated from the name unless given.
         */
        post: operations["createSucursal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/enable/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable or disable a branch
         * @description Enabling beyond the plan's Sucursales limit answers 409 ENABLED_LIMIT_REACHED (checked atomically); disabling the last enabled branch answers 409 LAST_ENABLED_BRANCH.
         */
        put: operations["setSucursalEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/url/{routeKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a route key is taken: 200 taken, 404 free
         * @description Keys are compared without letter case. With `sucursal_id`, keys that branch may take (its own current and old keys) count as free. The answer says nothing about who holds a key.
         */
        get: operations["checkRouteKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public menu views of each of the account's branches per day, over the last `days` days (today included)
         * @description Counted on the server for each GET of /m/{routeKey} (a 304 revisit too), without cookies or visitor data; HEAD, prefetches and self-declared robots and link previews do not count. This instance's pending counts are written first. A person bound to branches (Gerente de sucursal) gets only their assigned branches.
         */
        get: operations["listSucursalViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update any subset of a branch; empty optional values are stored as null
         * @description A person bound to branches (Gerente de sucursal) may not change its template_id or region_id (403 ROLE_FORBIDDEN; the same value sent back is fine): which rows a branch follows is the chain's decision.
         */
        put: operations["updateSucursal"];
        post?: never;
        /** Delete a branch; its route keys stay reserved for the account for 90 days (its 10 newest reserved keys) */
        delete: operations["deleteSucursal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The branch's open calls from its tables, oldest first
         * @description A diner's 'Llamar al mesero' (waiter) or 'Pedir la cuenta' (bill) from table n of the public menu; open until a member marks it attended, or for 3 hours.
         */
        get: operations["listTableCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/{id}/calls/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The branch's open calls, live (server-sent events)
         * @description text/event-stream: `event: calls` with `data:` the JSON list of open calls (as GET …/calls) at once and after every change (a call made or attended on any API instance arrives within a second); a `: ping` comment every 15 seconds; the server ends the stream after 10 minutes (reconnect with a fresh token). Authenticated like every /v1 call (Authorization: Bearer): read it with fetch, not EventSource.
         */
        get: operations["streamTableCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/{id}/calls/{callId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a call attended (idempotent: an attended call is answered as it is)
         * @description Another branch's or account's call is a 404.
         */
        put: operations["attendTableCall"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/{id}/demand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dishes added to 'Mi pedido' and calls per table at a branch, over the last `days` days (today included)
         * @description Days are local to the app time zone (APP_TIMEZONE), as the views. A diner adding a dish twice on one day counts once.
         */
        get: operations["getSucursalDemand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/{id}/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The branch's menu as its diners get it: its own prices, enabled flags and sold-out marks
         * @description Each value is the branch's: its template's row, else its region's, else the base menu's; a locked field (GET /v1/locks) is the base menu's everywhere. Every product of a category is listed with `enabled` (the public page shows the enabled ones) and `sold_out` (marked Agotado in the branch now). Texts in `lang` (one of the menu's languages, default 'es'; another: 400 about lang), falling back to Spanish where a text has no translation. Cache-Control: private, no-cache with a strong ETag: send it back in If-None-Match to get 304 without a body while nothing changed.
         */
        get: operations["getSucursalMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/{id}/print/menu.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The branch's menu to print on Letter pages, in one of the menu's languages (PDF)
         * @description Descriptions, options, hours and allergens in words, as the public menu in that language. `lang`: one of the account's menu languages (default es; ja, ko and zh print with an embedded CJK font); any other is a 400 VALIDATION_ERROR about lang. A menu without dishes is a 409 PRINT_MENU_EMPTY. A menu of more than 1000 dishes is a 400 PRINT_TOO_LARGE. Made in a worker thread: at most a few files of one account at once (429 PRINT_BUSY with Retry-After beyond); the same file is answered from memory until the data it shows changes.
         */
        get: operations["printSucursalMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/{id}/print/poster.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entrance poster of the branch: 35 × 50 cm, the whole menu with prices and its QR code (PDF)
         * @description The branch's menu (its template applied) as the public menu shows it, in Spanish, with 'Precios en MXN, IVA incluido' and the QR code of the menu link; the menu fills the sheet (type size and columns chosen from its length), with a 3 mm bleed. A menu without dishes is a 409 PRINT_MENU_EMPTY. A menu of more than 1000 dishes is a 400 PRINT_TOO_LARGE. Made in a worker thread: at most a few files of one account at once (429 PRINT_BUSY with Retry-After beyond); the same file is answered from memory until the data it shows changes.
         */
        get: operations["printSucursalPoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sucursales/{id}/print/tents.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Table tents of the branch: one per table, 4 per sheet with cut marks (PDF attachment)
         * @description Each tent folds in two (front and back) and carries 'Mesa n', 'Escanea para ver el menú', the logo, the branch name and a QR code (4.2 cm symbol, 4-module quiet zone, level M) of the menu link with ?mesa=n. A branch with 0 tables gets one tent with the plain link. A file holds at most 100 tables: `from` picks the file (1, 101, 201...; default 1); another value is a 400 VALIDATION_ERROR about from. Made in a worker thread: at most a few files of one account at once (429 PRINT_BUSY with Retry-After beyond); the same file is answered from memory until the data it shows changes.
         */
        get: operations["printSucursalTents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags by position, optionally filtered by name */
        get: operations["listTags"];
        /** Reorder tags: [{id, position}] in one transaction */
        put: operations["reorderTags"];
        /** Create a tag; position defaults to the number of tags */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tag */
        get: operations["getTag"];
        /** Update a tag */
        put: operations["updateTag"];
        post?: never;
        /** Delete a tag; it is removed from its products, which stay */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags/{id}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone a tag as '<name> (copia)', placed last */
        post: operations["cloneTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's templates, by name
         * @description A person bound to branches (Gerente de sucursal) gets only the templates their branches use.
         */
        get: operations["listTemplates"];
        put?: never;
        /**
         * Create a template, optionally with its rows, in one transaction (a failure creates nothing)
         * @description products, variants, promotions and advertising take the items of the PUT of each list. A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field).
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/clone/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone a template as '<name> (copia)' with all its rows */
        post: operations["cloneTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/items/advertising/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One advertisement in every template of the account (by name): effective values and which are overridden
         * @description A person bound to branches (Gerente de sucursal) gets only the templates their branches use.
         */
        get: operations["getAdvertisingInTemplates"];
        /**
         * Save one advertisement in several templates, in one transaction (all or nothing); answers it in every template
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field). A person bound to branches (Gerente de sucursal) is answered their branches' templates only.
         */
        put: operations["saveAdvertisingInTemplates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/items/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product in every template of the account (by name): effective values and which are overridden
         * @description A person bound to branches (Gerente de sucursal) gets only the templates their branches use.
         */
        get: operations["getProductInTemplates"];
        /**
         * Save one product in several templates, in one transaction (all or nothing); answers it in every template
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field). A person bound to branches (Gerente de sucursal) is answered their branches' templates only.
         */
        put: operations["saveProductInTemplates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/items/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One promotion in every template of the account (by name): effective values and which are overridden
         * @description A person bound to branches (Gerente de sucursal) gets only the templates their branches use.
         */
        get: operations["getPromotionInTemplates"];
        /**
         * Save one promotion in several templates, in one transaction (all or nothing); answers it in every template
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field). A person bound to branches (Gerente de sucursal) is answered their branches' templates only.
         */
        put: operations["savePromotionInTemplates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template */
        get: operations["getTemplate"];
        /**
         * Rename a template and/or save some of its rows, in one transaction (a failure leaves it as it was)
         * @description products, variants, promotions and advertising take the items of the PUT of each list. A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field).
         */
        put: operations["updateTemplate"];
        post?: never;
        /** Delete a template; the branches that used it are left without one */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/{id}/advertising": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every advertisement of the menu as the template shows it: effective values, which are overridden, last change */
        get: operations["listTemplateAdvertising"];
        /**
         * Save some of the template's advertising rows [{advertising_id, description, enabled}] in one transaction; answers the whole list
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field).
         */
        put: operations["saveTemplateAdvertising"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/{id}/groups/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every variant of the menu as the template shows it: effective values, which are overridden, last change */
        get: operations["listTemplateVariants"];
        /**
         * Save some of the template's variants rows [{variant_id, price, enabled}] in one transaction; answers the whole list
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field).
         */
        put: operations["saveTemplateVariants"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product of the menu as the template shows it: effective values, which are overridden, last change */
        get: operations["listTemplateProducts"];
        /**
         * Save some of the template's products rows [{product_id, price, enabled}] in one transaction; answers the whole list
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field).
         */
        put: operations["saveTemplateProducts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates/{id}/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every promotion of the menu as the template shows it: effective values, which are overridden, last change */
        get: operations["listTemplatePromotions"];
        /**
         * Save some of the template's promotions rows [{promotion_id, description, enabled}] in one transaction; answers the whole list
         * @description A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field).
         */
        put: operations["saveTemplatePromotions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every text a diner reads, with its translations in the account's languages and the progress of each
         * @description One item per entity and field (family, category, product, variant group, variant, tag, promotion, advertising; only texts written in Spanish). Template overrides of descriptions are edited in the template editor, not here. Progress counts every text, whatever the filters. A `lang` that is not one of the account's languages: 400 naming lang. Identical Spanish texts share a translation: a text without its own reads the one they have (`shared`), and `same` says where the texts written more than once are.
         */
        get: operations["listTranslations"];
        /**
         * Save translated texts of several entities, all or nothing (one transaction)
         * @description Each item sets one text of one entity in one language ('' removes it); reviewed defaults to true; applyToSame sets it on every text written identically in Spanish too (overrides included). A language not chosen: 400 naming items.N.lang; a field the kind does not translate: 400 naming items.N.field; a foreign or missing id: 404; nothing changes. Template overrides are edited in the template editor.
         */
        put: operations["updateTranslations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/translations/fill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fill every untranslated text of one language: the glossary, then the machine translator if one is configured
         * @description A text that is exactly a glossary term (case- and accent-insensitive) gets its fixed translation, or stays as written. With a machine-translation provider configured (TRANSLATION_PROVIDER; off by default) the other texts are machine translated, glossary terms kept intact, and marked reviewed: false ('Sin revisar'). Texts already translated are never changed. When the provider fails nothing is saved: 502 TRANSLATION_PROVIDER_FAILED.
         */
        post: operations["fillTranslations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhooks: URL, events, enabled and their latest delivery (never the secret) */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook; answers its signing secret, the only time it is shown
         * @description The URL must be https and public (checked now, resolving its name, and again at every send). Events: menu.changed, product.sold_out, product.available, price.changed, scheduled_change.applied.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a webhook: URL, events, or pause it (enabled false: nothing is queued nor sent) */
        put: operations["updateWebhook"];
        post?: never;
        /** Delete a webhook and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook's delivery log, newest first (the latest 100) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again (queued at once, its attempts restarted)
         * @description A delivery being sent right now: 409 WEBHOOK_DELIVERY_PENDING.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Advertising */
        Advertising: {
            description: string;
            enabled: boolean;
            expiration: string | null;
            /** @description The expiration date is before today (APP_TIMEZONE); an item expiring today is not expired */
            expired: boolean;
            id: number;
            image_desktop: string | null;
            image_mobile: string | null;
            name: string;
            /** @description Creation order (advertising is not reordered) */
            position: number;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    description?: string;
                    name?: string;
                    reviewed: boolean;
                };
            };
            /** Format: date-time */
            updated: string;
        };
        /** Allergen */
        Allergen: {
            /** @enum {unknown} */
            code: "gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "tree_nuts" | "sulphites" | "celery" | "mustard" | "sesame" | "lupin" | "molluscs";
            /** @description What it covers */
            description: string;
            /** @description Font Awesome Free solid class, e.g. 'fa-solid fa-wheat-awn' */
            icon: string;
            /** @description The word a diner reads, e.g. 'Cacahuate' */
            name: string;
        };
        /**
         * AllergenMap
         * @description Allergen code -> level. A code that is absent is 'not confirmed' (the default), never 'free'; an unknown code or level is a 400 naming it
         */
        AllergenMap: {
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            celery?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            crustaceans?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            eggs?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            fish?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            gluten?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            lupin?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            milk?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            molluscs?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            mustard?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            peanuts?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            sesame?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            soy?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            sulphites?: "contains" | "may_contain" | "free";
            /**
             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
             * @enum {unknown}
             */
            tree_nuts?: "contains" | "may_contain" | "free";
        } & {
            [key: string]: unknown;
        };
        ApiKey: {
            /** Format: date-time */
            created: string;
            id: number;
            /** @description Its last use, to the minute; null: never used */
            last_used: string | null;
            name: string;
            /** @description What is shown of the key, e.g. 'mk_live_3f9a…' (the key itself never again) */
            prefix: string;
            /** @description When it was revoked (its requests answer 401 since); null: it works */
            revoked: string | null;
            /** @description 'read': GET only (Lectura); 'write': every operation an administrator may call (Lectura y escritura) */
            scope: "read" | "write";
        };
        /** BillingHistoryRow */
        BillingHistoryRow: {
            action: "activation" | "resume" | "renewal" | "upgraded" | "downgraded" | "updated";
            /** @description What was charged (0 when nothing was); only with amount=true */
            amount?: number;
            /** @description ISO instant */
            created: string;
            /** @description Spanish, e.g. 'Plan Negocio mensual', 'Cambio a Franquicias (prorrateo de 15 días)', '3 sucursales adicionales (prorrateo de 30 días)' */
            description: string;
            expires_at: string;
            id: number;
            interval: "monthly" | "yearly";
        };
        BranchMenu: {
            /** @description Unexpired ones, when the plan includes advertising */
            advertising: {
                description: string | null;
                /** @description Shown in this branch */
                enabled: boolean;
                /** @description Last day it is shown */
                expiration: string | null;
                id: number;
                image_desktop: string | null;
                image_mobile: string | null;
                name: string;
            }[];
            branch: {
                /** @description false: its public menu says it is not available */
                enabled: boolean;
                id: number;
                name: string;
                /** @description Its public menu is /m/{route_key} */
                route_key: string;
                /** @description IANA zone of its clock (schedules, sold-out marks) */
                time_zone: string;
            };
            /** @description ISO 4217 code of every price, e.g. MXN */
            currency: string;
            /** @description By position; products without a category are on no menu and not listed */
            families: {
                categories: {
                    description: string | null;
                    id: number;
                    name: string;
                    products: {
                        allergens: components["schemas"]["AllergenMap"];
                        calories: number | null;
                        /** @description A menu of the day: its steps change by date (GET /v1/products/{id}/days) */
                        daily: boolean;
                        description: string | null;
                        diets: ("vegetarian" | "vegan")[];
                        /** @description Offered in this branch: the diners see only enabled products */
                        enabled: boolean;
                        id: number;
                        image: string | null;
                        kind: "dish" | "combo";
                        name: string;
                        portion: string | null;
                        /** @description This branch's price: its template's, else its region's, else the base menu's */
                        price: number;
                        /** @description Marked 'Agotado' in this branch now */
                        sold_out: boolean;
                        /** @description A combo's steps today in this branch's date (a menu of the day's own for that date); [] for a dish */
                        steps: components["schemas"]["ComboStep"][];
                        variant_groups: {
                            id: number;
                            /** @description How many variants a diner may choose; null: any */
                            limit: number | null;
                            name: string;
                            obligatory: boolean;
                            variants: {
                                /** @description Offered in this branch (its template, region or the base menu) */
                                enabled: boolean;
                                id: number;
                                name: string;
                                /** @description null: the product's price */
                                price: number | null;
                                /** @description Marked 'Agotado' in this branch now */
                                sold_out: boolean;
                            }[];
                        }[];
                    }[];
                }[];
                description: string | null;
                id: number;
                name: string;
            }[];
            /** @description The language of the texts (ISO 639-1) */
            language: string;
            /** @description The languages the menu is offered in, Spanish first */
            languages: string[];
            /** @description Unexpired ones, when the plan includes promotions */
            promotions: {
                description: string | null;
                /** @description Shown in this branch */
                enabled: boolean;
                /** @description Last day it is shown */
                expiration: string | null;
                id: number;
                name: string;
                poster: string | null;
            }[];
        };
        /** Category */
        Category: {
            description: string | null;
            family_id: number;
            id: number;
            name: string;
            /** @description Order among its siblings (0 first); ties break by id */
            position: number;
            /** @description null: always available */
            schedule: {
                /** @description 0 = domingo … 6 = sábado; at least one */
                days: number[];
                /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                ranges: {
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    end: string;
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    start: string;
                }[];
            } | null;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    description?: string;
                    name?: string;
                    reviewed: boolean;
                };
            };
        };
        /** ComboItem */
        ComboItem: {
            name: string | null;
            product_id: number | null;
            surcharge: number | null;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations?: {
                [key: string]: {
                    name?: string;
                    reviewed: boolean;
                };
            };
        };
        /** ComboStep */
        ComboStep: {
            items: components["schemas"]["ComboItem"][];
            max: number;
            min: number;
            name: string;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations?: {
                [key: string]: {
                    name?: string;
                    reviewed: boolean;
                };
            };
        };
        /** ErrorEnvelope */
        ErrorEnvelope: {
            error: {
                /** @description PAYMENT_ACTION_REQUIRED: the bank's authentication page (3-D Secure) to show in the 500x500 card frame; it posts {type: 'menu-payment-authenticated'} to the panel when done: then repeat the request with the same Idempotency-Key */
                action_url?: string;
                /** @description Stable English constant, e.g. RESOURCE_NOT_FOUND */
                code: string;
                /** @description The field of the first problem (see fields), when the error is about a field */
                field?: string;
                /** @description Every field problem, in order (schema validation reports all of them) */
                fields?: {
                    /** @description Dotted path of the field inside the request body or query, e.g. 'name' or 'variants.0.name' */
                    field: string;
                    /** @description What is wrong with this field (Spanish) */
                    message: string;
                }[];
                /** @description Human-readable message (Spanish for end users); with several field problems, the first one */
                message: string;
                /** @description The id of the request (also its X-Request-Id header and in its log lines), to quote to support */
                request_id?: string;
            };
        };
        /** Family */
        Family: {
            categories: components["schemas"]["Category"][];
            description: string | null;
            icon: string | null;
            id: number;
            name: string;
            /** @description Order among its siblings (0 first); ties break by id */
            position: number;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    description?: string;
                    name?: string;
                    reviewed: boolean;
                };
            };
        };
        /** FontOption */
        FontOption: {
            /** @description The name to store in fonts.headline_font / fonts.body_font */
            family: string;
            /** @description URL path (on this server) of a WOFF2 of the family, to show its name in it */
            file: string;
            /** @description builtin: our hosted catalogue; listing: the fonts listing service */
            source: "builtin" | "listing";
        };
        /** GlossaryTerm */
        GlossaryTerm: {
            id: number;
            term: string;
            /** @description Language -> fixed translation; a language absent keeps the term as written */
            translations: {
                [key: string]: string;
            };
        };
        /** MarketingInTemplate */
        MarketingInTemplate: {
            /** @description The base item's description */
            base_description: string;
            /** @description The description in this template (its own, or the base one) */
            description: string;
            /** @description Shown in this template */
            enabled: boolean;
            overridden: {
                /** @description The template's own description (false: the base one) */
                description: boolean;
                /** @description The template's own Activo (false: the base item's) */
                enabled: boolean;
            };
            template_id: number;
            template_name: string;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    description?: string;
                    reviewed: boolean;
                };
            };
        };
        /** Member */
        Member: {
            /** @description The branches of a manager or staff member */
            branch_ids: number[];
            created_at: string;
            email: string;
            id: number;
            invite_expires_at: string | null;
            is_owner: boolean;
            last_access_at: string | null;
            name: string;
            /** @description owner (Propietario), admin (Administrador), manager (Gerente de sucursal), staff (Personal) */
            role: "owner" | "admin" | "manager" | "staff";
            state: "invited" | "active" | "suspended";
            /** @description Signs in with a two-step login */
            totp_enabled: boolean;
        };
        /** PlanCard */
        PlanCard: {
            /** @description What the free demo of this plan includes beyond its bullets, e.g. 'Hasta 5 sucursales durante la prueba' (the plan's branch limit, which holds only during the demo); null for plans without a demo */
            demo_note: string | null;
            /** @description Short Spanish bullets of what the plan includes */
            features: string[];
            /** @description FREEMIUM, NEGOCIO, FRANCHISES, or SUCURSALES (the branch add-on) */
            id: string;
            /** @description Empty for FREEMIUM */
            intervals: {
                /** @description Amount for the whole interval (yearly: ten months) */
                amount: number;
                /** @description Price list code to subscribe with, e.g. MENU-NEGOCIO-MXN, MENU-SUCURSALES-USD */
                code: string;
                interval: "monthly" | "yearly";
            }[];
            /** @description Monthly amount (per branch for SUCURSALES); 0 for FREEMIUM */
            price: number;
            /** @description The plan's name: 'Gratis', 'Negocio', 'Franquicias', 'Sucursales adicionales' */
            title: string;
        };
        /** Product */
        Product: {
            allergens: components["schemas"]["AllergenMap"];
            /** @description kcal; null: not given */
            calories: number | null;
            category_id: number | null;
            /** @description A menu of the day: its steps change by date (GET /v1/products/{id}/days) */
            daily: boolean;
            description: string | null;
            /** @description vegetarian, vegan. A vegan dish may not contain milk, eggs, fish, crustaceans or molluscs, a vegetarian one fish, crustaceans or molluscs (400 naming diets) */
            diets: ("vegetarian" | "vegan")[];
            enabled: boolean;
            featured: boolean;
            id: number;
            image: string | null;
            /** @description 'combo': a price with steps */
            kind: "dish" | "combo";
            name: string;
            /** @description null: not given */
            portion: string | null;
            /** @description Order among its siblings (0 first); ties break by id */
            position: number;
            /** @description Exact to the cent (12.5 reads back as 12.5) */
            price: number;
            recommended: boolean;
            /** @description null: always available */
            schedule: {
                /** @description 0 = domingo … 6 = sábado; at least one */
                days: number[];
                /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                ranges: {
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    end: string;
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    start: string;
                }[];
            } | null;
            /** @description A combo's steps in order; [] for a dish */
            steps: components["schemas"]["ComboStep"][];
            tags: components["schemas"]["Tag"][];
            thumbnail: string | null;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    description?: string;
                    name?: string;
                    portion?: string;
                    reviewed: boolean;
                };
            };
            /** Format: date-time */
            updated: string;
            variant_groups: components["schemas"]["ProductVariantGroup"][];
        };
        /** ProductInTemplate */
        ProductInTemplate: {
            /** @description The base menu's price */
            base_price: number;
            /** @description Shown in this template */
            enabled: boolean;
            overridden: {
                /** @description The template's own Activo (false: the base item's) */
                enabled: boolean;
                /** @description The template's own price (false: the base price) */
                price: boolean;
            };
            /** @description The price in this template (its own, or the base price) */
            price: number;
            template_id: number;
            template_name: string;
        };
        /** ProductVariantGroup */
        ProductVariantGroup: {
            id: number;
            limit: number | null;
            name: string;
            obligatory: boolean;
            /** @description null: each variant's own price; else the extras are priced by the order they are picked */
            position_pricing: {
                /** @description The price of every extra after the free ones */
                each: number;
                /** @description The first N extras cost nothing */
                free: number;
            } | {
                /** @description prices[i]: the (i+1)-th extra picked; the last repeats */
                prices: number[];
            } | null;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    name?: string;
                    reviewed: boolean;
                };
            };
            variants: components["schemas"]["Variant"][];
        };
        /** Profile */
        Profile: {
            business_kind: string;
            company: string;
            /** @description ISO 4217 code, e.g. MXN */
            currency: string;
            default_payment_method_id: string | null;
            email: string;
            facebook_pixel: string | null;
            fonts: {
                body: string;
                headline: string;
            };
            google_analytics: string | null;
            gtm_id: string | null;
            /** @description The menu's languages (ISO 639-1): 'es' first (the language it is written in), then the extra ones the owner chose; the public menu offers as many extras as the plan's 'Languages' scope allows */
            languages: string[];
            logo: string | null;
            member: components["schemas"]["Member"];
            /** @description Items out of their hours on the public menu: 'hide' (Ocultar) or 'label' (Mostrar con su horario) */
            off_schedule: "hide" | "label";
            plan: {
                /** @description FREEMIUM, NEGOCIO or FRANCHISES */
                code: string;
                scopes: {
                    limit: number | null;
                    name: string;
                }[];
            };
            privacy_url: string | null;
            /** @description The owner requires a two-step login of owners and administrators */
            require_totp: boolean;
            /** @description The menu plan first, then the branch add-on; empty until the account subscribes */
            subscriptions: components["schemas"]["Subscription"][];
            theme: {
                background: string;
                button_background: string;
                button_font: string;
                font: string;
            };
        };
        /** Promotion */
        Promotion: {
            description: string;
            enabled: boolean;
            expiration: string | null;
            /** @description The expiration date is before today (APP_TIMEZONE); an item expiring today is not expired */
            expired: boolean;
            id: number;
            name: string;
            /** @description Order on the board (0 first); ties break by id */
            position: number;
            poster: string | null;
            /** @description null: always available */
            schedule: {
                /** @description 0 = domingo … 6 = sábado; at least one */
                days: number[];
                /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                ranges: {
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    end: string;
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    start: string;
                }[];
            } | null;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    description?: string;
                    name?: string;
                    reviewed: boolean;
                };
            };
            /** Format: date-time */
            updated: string;
        };
        /** PublicMenu */
        PublicMenu: {
            advertising: {
                description: string | null;
                id: number;
                image_desktop: {
                    /** @description The large image (800 px wide WebP for products, 1080x1920 posters and mobile ads, 1920x1080 desktop ads) */
                    src: string;
                    src_small: string | null;
                };
                image_mobile: {
                    /** @description The large image (800 px wide WebP for products, 1080x1920 posters and mobile ads, 1920x1080 desktop ads) */
                    src: string;
                    src_small: string | null;
                };
                name: string;
            }[];
            /** @description false for a disabled branch: then no menu content is given */
            available: boolean;
            branch: {
                address: string | null;
                links: {
                    kind: "facebook" | "instagram" | "tiktok" | "website";
                    label: string;
                    url: string;
                }[];
                name: string;
                phone: string | null;
                phone_url: string | null;
                whatsapp_url: string | null;
            };
            company: string;
            currency: string;
            families: {
                categories: {
                    description: string | null;
                    id: number;
                    name: string;
                    products: {
                        allergens: components["schemas"]["AllergenMap"];
                        calories: number | null;
                        /** @description 'Según lo que elijas': allergens that some choice of the combo contains or may contain, beyond the combo's own; [] for a dish */
                        choice_allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "tree_nuts" | "sulphites" | "celery" | "mustard" | "sesame" | "lupin" | "molluscs")[];
                        description: string | null;
                        /** @description vegetarian, vegan ('Sin gluten' is derived from allergens.gluten = free) */
                        diets: ("vegetarian" | "vegan")[];
                        featured: boolean;
                        id: number;
                        image: {
                            /** @description The large image (800 px wide WebP for products, 1080x1920 posters and mobile ads, 1920x1080 desktop ads) */
                            src: string;
                            src_small: string | null;
                        } | null;
                        kind: "dish" | "combo";
                        name: string;
                        portion: string | null;
                        price: number;
                        /** @description As shown to diners, in the answer's language: '$12.50', '$12' for 12.00 and 12.05; 'MX$12.50' in English */
                        price_text: string;
                        recommended: boolean;
                        /** @description Sold out in this branch now ('Agotado'): still listed, with its price struck through */
                        sold_out: boolean;
                        /** @description A combo's choices today in this branch (a menu of the day's steps for the branch's date); [] for a dish */
                        steps: {
                            items: {
                                allergens: components["schemas"]["AllergenMap"] | null;
                                name: string;
                                product_id: number | null;
                                /** @description The dish is sold out in this branch now: listed, not choosable */
                                sold_out: boolean;
                                surcharge: number | null;
                                surcharge_text: string | null;
                            }[];
                            max: number;
                            min: number;
                            name: string;
                            /** @description min..max in words, in the answer's language: 'Elige 1', 'Elige de 1 a 2', 'Opcional · hasta 2' */
                            rule: string;
                        }[];
                        tags: {
                            icon: string | null;
                            id: number;
                            name: string;
                        }[];
                        unavailable_text: string | null;
                        variant_groups: {
                            id: number;
                            limit: number | null;
                            name: string;
                            obligatory: boolean;
                            pricing_text: string | null;
                            rule: string | null;
                            variants: {
                                allergens: components["schemas"]["AllergenMap"];
                                calories: number | null;
                                id: number;
                                name: string;
                                portion: string | null;
                                price: number | null;
                                price_text: string | null;
                                /** @description Sold out in this branch now ('Agotado'): still listed, not orderable */
                                sold_out: boolean;
                            }[];
                        }[];
                    }[];
                    unavailable_text: string | null;
                }[];
                description: string | null;
                icon: string | null;
                id: number;
                name: string;
            }[];
            /** @description The diner's allergen filter (?sin=gluten,peanuts or ?sin=gluten&sin=peanuts); none: avoid [] */
            filter: {
                /** @description The allergens the diner hides (?sin=), known codes only, in catalogue order */
                avoid: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "tree_nuts" | "sulphites" | "celery" | "mustard" | "sesame" | "lupin" | "molluscs")[];
                /** @description Dishes left out because they contain one (or every choice of a required option does); those that may contain one or have it unconfirmed stay */
                hidden: number;
            };
            /** @description The language of this answer (ISO 639-1): ?lang= when the menu offers it, else the first of Accept-Language it offers, else 'es'. A text without a translation in it stays in Spanish */
            language: string;
            /** @description The languages the menu is offered in, Spanish first (the account's, within its plan); empty when only Spanish */
            languages: {
                /** @description ISO 639-1 */
                code: string;
                /** @description The language's own name: 'English', 'Français' */
                name: string;
                /** @description The page in that language (PUBLIC_MENU_URL/m/{route_key}?lang={code}) */
                url: string;
            }[];
            logo: string | null;
            /** @description Menus of the day offered now, shown first ('Comida corrida · 13:00–17:00'): daily combos within their hours in the branch's time zone */
            of_the_day: {
                hours_text: string | null;
                product: {
                    allergens: components["schemas"]["AllergenMap"];
                    calories: number | null;
                    /** @description 'Según lo que elijas': allergens that some choice of the combo contains or may contain, beyond the combo's own; [] for a dish */
                    choice_allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "tree_nuts" | "sulphites" | "celery" | "mustard" | "sesame" | "lupin" | "molluscs")[];
                    description: string | null;
                    /** @description vegetarian, vegan ('Sin gluten' is derived from allergens.gluten = free) */
                    diets: ("vegetarian" | "vegan")[];
                    featured: boolean;
                    id: number;
                    image: {
                        /** @description The large image (800 px wide WebP for products, 1080x1920 posters and mobile ads, 1920x1080 desktop ads) */
                        src: string;
                        src_small: string | null;
                    } | null;
                    kind: "dish" | "combo";
                    name: string;
                    portion: string | null;
                    price: number;
                    /** @description As shown to diners, in the answer's language: '$12.50', '$12' for 12.00 and 12.05; 'MX$12.50' in English */
                    price_text: string;
                    recommended: boolean;
                    /** @description Sold out in this branch now ('Agotado'): still listed, with its price struck through */
                    sold_out: boolean;
                    /** @description A combo's choices today in this branch (a menu of the day's steps for the branch's date); [] for a dish */
                    steps: {
                        items: {
                            allergens: components["schemas"]["AllergenMap"] | null;
                            name: string;
                            product_id: number | null;
                            /** @description The dish is sold out in this branch now: listed, not choosable */
                            sold_out: boolean;
                            surcharge: number | null;
                            surcharge_text: string | null;
                        }[];
                        max: number;
                        min: number;
                        name: string;
                        /** @description min..max in words, in the answer's language: 'Elige 1', 'Elige de 1 a 2', 'Opcional · hasta 2' */
                        rule: string;
                    }[];
                    tags: {
                        icon: string | null;
                        id: number;
                        name: string;
                    }[];
                    unavailable_text: string | null;
                    variant_groups: {
                        id: number;
                        limit: number | null;
                        name: string;
                        obligatory: boolean;
                        pricing_text: string | null;
                        rule: string | null;
                        variants: {
                            allergens: components["schemas"]["AllergenMap"];
                            calories: number | null;
                            id: number;
                            name: string;
                            portion: string | null;
                            price: number | null;
                            price_text: string | null;
                            /** @description Sold out in this branch now ('Agotado'): still listed, not orderable */
                            sold_out: boolean;
                        }[];
                    }[];
                };
            }[];
            /** @description The branch takes diners' lists ('Mi pedido') and waiter calls from the table: its switch is on and the plan includes them. The page then has an add button on each dish it offers now */
            ordering: boolean;
            /** @description Enabled products without a category, after the families */
            other_products: {
                allergens: components["schemas"]["AllergenMap"];
                calories: number | null;
                /** @description 'Según lo que elijas': allergens that some choice of the combo contains or may contain, beyond the combo's own; [] for a dish */
                choice_allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "tree_nuts" | "sulphites" | "celery" | "mustard" | "sesame" | "lupin" | "molluscs")[];
                description: string | null;
                /** @description vegetarian, vegan ('Sin gluten' is derived from allergens.gluten = free) */
                diets: ("vegetarian" | "vegan")[];
                featured: boolean;
                id: number;
                image: {
                    /** @description The large image (800 px wide WebP for products, 1080x1920 posters and mobile ads, 1920x1080 desktop ads) */
                    src: string;
                    src_small: string | null;
                } | null;
                kind: "dish" | "combo";
                name: string;
                portion: string | null;
                price: number;
                /** @description As shown to diners, in the answer's language: '$12.50', '$12' for 12.00 and 12.05; 'MX$12.50' in English */
                price_text: string;
                recommended: boolean;
                /** @description Sold out in this branch now ('Agotado'): still listed, with its price struck through */
                sold_out: boolean;
                /** @description A combo's choices today in this branch (a menu of the day's steps for the branch's date); [] for a dish */
                steps: {
                    items: {
                        allergens: components["schemas"]["AllergenMap"] | null;
                        name: string;
                        product_id: number | null;
                        /** @description The dish is sold out in this branch now: listed, not choosable */
                        sold_out: boolean;
                        surcharge: number | null;
                        surcharge_text: string | null;
                    }[];
                    max: number;
                    min: number;
                    name: string;
                    /** @description min..max in words, in the answer's language: 'Elige 1', 'Elige de 1 a 2', 'Opcional · hasta 2' */
                    rule: string;
                }[];
                tags: {
                    icon: string | null;
                    id: number;
                    name: string;
                }[];
                unavailable_text: string | null;
                variant_groups: {
                    id: number;
                    limit: number | null;
                    name: string;
                    obligatory: boolean;
                    pricing_text: string | null;
                    rule: string | null;
                    variants: {
                        allergens: components["schemas"]["AllergenMap"];
                        calories: number | null;
                        id: number;
                        name: string;
                        portion: string | null;
                        price: number | null;
                        price_text: string | null;
                        /** @description Sold out in this branch now ('Agotado'): still listed, not orderable */
                        sold_out: boolean;
                    }[];
                }[];
            }[];
            promotions: {
                description: string | null;
                expires_at: string | null;
                id: number;
                image: {
                    /** @description The large image (800 px wide WebP for products, 1080x1920 posters and mobile ads, 1920x1080 desktop ads) */
                    src: string;
                    src_small: string | null;
                };
                name: string;
                unavailable_text: string | null;
            }[];
            route_key: string;
            share_image: string | null;
            theme: {
                background: string;
                body_font: string;
                button_background: string;
                button_text: string;
                /** @description The web fonts of the chosen families (none for the defaults, which use system fonts) */
                font_faces: {
                    family: string;
                    unicode_range: string | null;
                    /** @description WOFF2 on this server */
                    url: string;
                    /** @description '400', '700' or a variable range such as '100 900' */
                    weight: string;
                }[];
                /** @description CSS font-family list, owner font first */
                headline_font: string;
                /** @description The owner's text colour, darkened or lightened when needed for a 4.5:1 contrast */
                text: string;
            };
            tracking: {
                facebook_pixel: string | null;
                gtm_id: string | null;
                privacy_url: string | null;
            };
            /** @description Absolute URL of the page (PUBLIC_MENU_URL/m/{route_key}): for share links and QR codes */
            url: string;
        };
        /** Quote */
        Quote: {
            /** @description The lines' carried_to_renewal: added to the next renewal's charge */
            carried_to_renewal: number;
            /** @description The sum charged now */
            charge_now: number;
            /** @description MXN or USD */
            currency: string;
            /** @description Enabled branches now: above the branch count picked, the owner must choose which to disable */
            enabled_branches: number;
            /** @description End of the period the change runs in: the current one, or the new one for a new subscription */
            expires_at: string;
            interval: "monthly" | "yearly";
            /** @description The menu plan first, then the branch add-on when it is part of the change or kept */
            lines: {
                /** @description The history row's action the change will write; none: this line is kept as it is (no history row) */
                action: "activation" | "upgraded" | "downgraded" | "updated" | "none";
                /** @description What this line recurs at once the change applies (0: it ends with the period) */
                amount_per_period: number;
                /** @description Under the payment provider's minimum charge (Stripe: MXN 10.00, USD 0.50): not charged now but with the next renewal ('Se cobrará en tu próxima renovación'); 0 otherwise */
                carried_to_renewal: number;
                /** @description Charged now for this line (0: nothing) */
                charge_now: number;
                /** @description Spanish: the history row's text (e.g. 'Cambio a Franquicias (prorrateo de 15 días)'), or what is kept ('Sin cambios: ...') */
                description: string;
                kind: "menu" | "sucursales";
                /** @description now, or when the current period ends (a waiting change) */
                takes_effect: "now" | "period_end";
            }[];
            /** @description charge_now > 0 */
            payment_required: boolean;
            /** @description Menu plan plus add-on per period once everything applies */
            recurring_amount: number;
        };
        /** Region */
        Region: {
            id: number;
            name: string;
            /** @description Its branches, by id */
            sucursal_ids: number[];
            /**
             * Format: date-time
             * @description Last change of its name, branches or rows
             */
            updated: string;
        };
        /** SameTexts */
        SameTexts: {
            /** @description The Spanish text, written identically in every one of `texts` */
            source: string;
            /** @description Where the text is, in menu order */
            texts: {
                /** @description Where the item is ('Comida › Tacos') */
                context: string;
                /**
                 * @description family/category/promotion/advertising: name, description; product: name, description, portion; variant_group/tag/combo_step/combo_item: name; variant: name, portion
                 * @enum {unknown}
                 */
                field: "name" | "description" | "portion";
                id: number;
                /** @enum {unknown} */
                kind: "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "combo_step" | "combo_item";
                /** @description The name of the item the text belongs to ('Tacos de suadero') */
                name: string;
                /** @description combo_step/combo_item only: 'steps.1' (the 2nd step) or 'steps.1.items.2' (its 3rd option), 'days.2026-12-07.steps.1' in a menu of the day's steps of that date; `id` is the combo's */
                path?: string;
            }[];
        };
        /** ScheduledChange */
        ScheduledChange: {
            /** @description When the job applied it; null otherwise */
            applied_at: string | null;
            changes: {
                /** @description What the change touches: product {price, enabled, kind, steps, daily}, variant {price, enabled}, promotion {enabled}, advertising {enabled} */
                entity: "product" | "variant" | "promotion" | "advertising";
                fields: {
                    /** @description A menu of the day (only a combo) */
                    daily?: boolean;
                    enabled?: boolean;
                    kind?: "dish" | "combo";
                    price?: number;
                    /** @description A combo's whole list of steps (replaces it) */
                    steps?: {
                        items: {
                            name?: string | null;
                            product_id?: number | null;
                            surcharge?: number | null;
                            /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                            translations?: {
                                [key: string]: {
                                    /** Format: line */
                                    name?: string;
                                    /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                    reviewed?: boolean;
                                };
                            };
                        }[];
                        max: number;
                        min: number;
                        name: string;
                        /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                        translations?: {
                            [key: string]: {
                                /** Format: line */
                                name?: string;
                                /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                reviewed?: boolean;
                            };
                        };
                    }[];
                };
                id: number;
                /** @description The item's name when the set was scheduled */
                name: string;
                /** @description With template_id: the region's or branch's name */
                target?: string;
                /** @description A region's or branch's own row (bulk price changes, POST /v1/price-changes); absent: the item */
                template_id?: number;
            }[];
            /** Format: date-time */
            created_at: string;
            /** @description Why it failed, in Spanish ('El producto «Tacos» ya no existe.'); null otherwise */
            error: string | null;
            id: number;
            name: string;
            /**
             * Format: date-time
             * @description ISO instant (UTC)
             */
            run_at: string;
            status: "pending" | "applied" | "failed" | "cancelled";
        };
        /** Subscription */
        Subscription: {
            /** @description What each period costs */
            amount: number;
            /** @description Price list code: MENU-NEGOCIO-MXN, MENU-FRANCHISES-USD, or MENU-SUCURSALES-{currency} for the branch add-on */
            code: string;
            /** @description The free 15-day demo of Franquicias */
            demo: boolean;
            /** @description End of the paid period (ISO instant) */
            expires_at: string;
            /** @description The branch add-on: its code, name, branch count and amount; empty for the menu plan */
            features: {
                amount: number;
                code: string;
                name: string;
                quantity: number;
            }[];
            interval: "monthly" | "yearly";
            next_amount: number | null;
            next_features: {
                code: string;
                quantity: number;
            }[] | null;
            next_interval: ("monthly" | "yearly") | null;
            next_plan: string | null;
            /** @description NEGOCIO, FRANCHISES or SUCURSALES */
            plan: string;
            /** @description The price it was sold at (per branch for the add-on), kept until renewal; 0 during the demo */
            plan_price: number;
            /** @description cancelled keeps the benefits until expires_at */
            status: "active" | "cancelled" | "unpaid" | "expired";
            /** @description Whether the account already took its free demo */
            used_demo: boolean;
        };
        /** Sucursal */
        Sucursal: {
            address: string | null;
            enabled: boolean;
            facebook_usr: string | null;
            id: number;
            instagram_usr: string | null;
            /** @description The public menu of this branch (PUBLIC_MENU_URL/m/<route_key>) */
            menu_url: string;
            name: string;
            phone: string | null;
            region: {
                id: number;
                name: string;
            } | null;
            region_id: number | null;
            /** @description Public menu path: /m/<route_key> */
            route_key: string;
            /** @description 'Pedidos y llamadas desde la mesa': the public menu offers 'Mi pedido' and the waiter calls (while the plan includes them: not FREEMIUM); the calls arrive at GET /v1/sucursales/{id}/calls */
            table_orders: boolean;
            /** @description Tables; table n's link is menu_url?mesa=n */
            tables: number;
            template: {
                id: number;
                name: string;
            } | null;
            template_id: number | null;
            tiktok_usr: string | null;
            /** @description IANA zone of the branch's clock; the app's zone (APP_TIMEZONE) unless the owner chose another */
            time_zone: string;
            website: string | null;
            whatsapp_num: string | null;
            wifi_name: string | null;
            wifi_password: string | null;
        };
        /** SucursalDemand */
        SucursalDemand: {
            /** @description The range: the last `days` local days (APP_TIMEZONE), today included */
            days: number;
            /** @description Every dish enabled on the branch's menu (zeros included) and any dish added in the range and disabled since; most added first, then by name */
            dishes: {
                /** @description Diners who added it to 'Mi pedido', each counted once per day (no cookie: a daily keyed hash) */
                adds: number;
                name: string;
                product_id: number;
            }[];
            sucursal_id: number;
            /** @description Every table of the branch (1..tables, zeros included), plus any other table that called */
            tables: {
                /** @description 'Pedir la cuenta' */
                bill: number;
                /** @description Calls of both kinds from the table in the range */
                calls: number;
                table: number;
                /** @description 'Llamar al mesero' */
                waiter: number;
            }[];
        };
        /** TableCall */
        TableCall: {
            /** @description When a member marked it attended (or it expired after 3 hours); null: open */
            attended_at: string | null;
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @description waiter: 'Llamar al mesero'; bill: 'Pedir la cuenta' */
            kind: "waiter" | "bill";
            sucursal_id: number;
            /** @description The table it came from (the menu opened with ?mesa=n) */
            table: number;
        };
        /** Tag */
        Tag: {
            /** @description Always false: tags belong to the account */
            global: boolean;
            icon: string | null;
            id: number;
            name: string;
            /** @description Order among its siblings (0 first); ties break by id */
            position: number;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    name?: string;
                    reviewed: boolean;
                };
            };
        };
        /** TemplateAdvertising */
        TemplateAdvertising: {
            advertising_id: number;
            /** @description The base item's description */
            base_description: string;
            /** @description The description in this template (its own, or the base one) */
            description: string;
            enabled: boolean;
            expiration: string | null;
            /** @description What the item shows in the template's branches without the template's own row: its region's row (when every branch using the template is in one region; locked fields excepted), else the base menu */
            inherited: {
                description: string;
                enabled: boolean;
                /** @description 'region': the region's own row sets a value; 'base': the base menu's */
                from: "base" | "region";
            };
            name: string;
            overridden: {
                /** @description The template's own description (false: the base one) */
                description: boolean;
                /** @description The template's own Activo (false: the base item's) */
                enabled: boolean;
            };
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    description?: string;
                    reviewed: boolean;
                };
            };
            updated: string | null;
        };
        /** TemplateProduct */
        TemplateProduct: {
            allergens: components["schemas"]["AllergenMap"];
            /** @description The base menu's price */
            base_price: number;
            /** @description The base menu's diets (templates do not change them) */
            diets: ("vegetarian" | "vegan")[];
            /** @description Shown in this template (its own Activo, or the base one) */
            enabled: boolean;
            /** @description It has variants through its variant groups (Editar variantes) */
            has_variants: boolean;
            /** @description What the item shows in the template's branches without the template's own row: its region's row (when every branch using the template is in one region; locked fields excepted), else the base menu */
            inherited: {
                enabled: boolean;
                /** @description 'region': the region's own row sets a value; 'base': the base menu's */
                from: "base" | "region";
                price: number;
            };
            name: string;
            overridden: {
                /** @description The template's own Activo (false: the base item's) */
                enabled: boolean;
                /** @description The template's own price (false: the base price) */
                price: boolean;
            };
            /** @description The price in this template (its own, or the base price) */
            price: number;
            product_id: number;
            /** @description The template's own schedule for this item in its branches; 'always': no schedule there; null: como el menú */
            schedule: {
                /** @description 0 = domingo … 6 = sábado; at least one */
                days: number[];
                /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                ranges: {
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    end: string;
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    start: string;
                }[];
            } | "always" | null;
            updated: string | null;
        };
        /** TemplatePromotion */
        TemplatePromotion: {
            /** @description The base item's description */
            base_description: string;
            /** @description The description in this template (its own, or the base one) */
            description: string;
            enabled: boolean;
            expiration: string | null;
            /** @description What the item shows in the template's branches without the template's own row: its region's row (when every branch using the template is in one region; locked fields excepted), else the base menu */
            inherited: {
                description: string;
                enabled: boolean;
                /** @description 'region': the region's own row sets a value; 'base': the base menu's */
                from: "base" | "region";
            };
            name: string;
            overridden: {
                /** @description The template's own description (false: the base one) */
                description: boolean;
                /** @description The template's own Activo (false: the base item's) */
                enabled: boolean;
            };
            promotion_id: number;
            /** @description The template's own schedule for this item in its branches; 'always': no schedule there; null: como el menú */
            schedule: {
                /** @description 0 = domingo … 6 = sábado; at least one */
                days: number[];
                /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                ranges: {
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    end: string;
                    /** @description 'HH:MM', 00:00 to 23:59 */
                    start: string;
                }[];
            } | "always" | null;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    description?: string;
                    reviewed: boolean;
                };
            };
            updated: string | null;
        };
        /** TemplateSummary */
        TemplateSummary: {
            id: number;
            name: string;
            region: {
                id: number;
                name: string;
            } | null;
            /**
             * Format: date-time
             * @description Last change of its name or rows ("Ultimo cambio")
             */
            updated: string;
        };
        /** TemplateVariant */
        TemplateVariant: {
            allergens: components["schemas"]["AllergenMap"];
            base_price: number | null;
            enabled: boolean;
            group_id: number;
            group_name: string;
            /** @description What the item shows in the template's branches without the template's own row: its region's row (when every branch using the template is in one region; locked fields excepted), else the base menu */
            inherited: {
                enabled: boolean;
                /** @description 'region': the region's own row sets a value; 'base': the base menu's */
                from: "base" | "region";
                price: number | null;
            };
            name: string;
            overridden: {
                /** @description The template's own Activo (false: the base item's) */
                enabled: boolean;
                /** @description The template's own price (false: the base price) */
                price: boolean;
            };
            price: number | null;
            updated: string | null;
            variant_id: number;
        };
        /** TranslationItem */
        TranslationItem: {
            /** @description Where the text is, in Spanish ('Comida › Tacos') */
            context: string;
            /**
             * @description family/category/promotion/advertising: name, description; product: name, description, portion; variant_group/tag/combo_step/combo_item: name; variant: name, portion
             * @enum {unknown}
             */
            field: "name" | "description" | "portion";
            id: number;
            /** @enum {unknown} */
            kind: "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "combo_step" | "combo_item";
            /** @description combo_step/combo_item only: 'steps.1' (the 2nd step) or 'steps.1.items.2' (its 3rd option), 'days.2026-12-07.steps.1' in a menu of the day's steps of that date; `id` is the combo's */
            path?: string;
            /** @description Language -> the translation an identical Spanish text of the menu has, which the diner reads here: only languages without a text of its own; absent when none */
            shared?: {
                [key: string]: string;
            };
            /** @description The Spanish text, as the menu has it */
            source: string;
            /** @description Language -> its own text; a language without text is absent */
            texts: {
                [key: string]: {
                    /** @description false: filled by a machine ('Sin revisar'). Stored per entity and language: every text of the entity in that language shares it */
                    reviewed: boolean;
                    text: string;
                };
            };
        };
        /** TranslationLanguage */
        TranslationLanguage: {
            /** @description ISO 639-1 */
            code: string;
            /** @description The language's name in Spanish ('Inglés') */
            name: string;
            /** @description Texts of the menu (every filter aside) */
            total: number;
            /** @description Texts that have a translation in this language */
            translated: number;
        };
        /** Variant */
        Variant: {
            allergens: components["schemas"]["AllergenMap"];
            /** @description kcal; null: not given */
            calories: number | null;
            enabled: boolean;
            group_id: number;
            id: number;
            name: string;
            /** @description null: not given */
            portion: string | null;
            /** @description Order among its siblings (0 first); ties break by id */
            position: number;
            price: number | null;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    name?: string;
                    portion?: string;
                    reviewed: boolean;
                };
            };
        };
        /** VariantGroup */
        VariantGroup: {
            id: number;
            name: string;
            /** @description Order among its siblings (0 first); ties break by id */
            position: number;
            /** @description null: each variant's own price; else the extras are priced by the order they are picked */
            position_pricing: {
                /** @description The price of every extra after the free ones */
                each: number;
                /** @description The first N extras cost nothing */
                free: number;
            } | {
                /** @description prices[i]: the (i+1)-th extra picked; the last repeats */
                prices: number[];
            } | null;
            /** @description Products the group is attached to */
            products_count: number;
            /** @description Language -> its texts; a text that is absent falls back to the Spanish one */
            translations: {
                [key: string]: {
                    name?: string;
                    reviewed: boolean;
                };
            };
            variants: components["schemas"]["Variant"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_password: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, CURRENT_NOT_MATCH */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: line
                     * @description The account's e-mail (its owner) or a member's e-mail
                     */
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: line */
                    name: string;
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description JWT (HS256), sent as Bearer on every call */
                            access_token: string;
                            /** @description Opaque; single use: each refresh returns a new one */
                            refresh_token: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, INVITATION_INVALID, INVITATION_EXPIRED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    recovery_code?: string;
                    /** @description The authenticator app's current 6-digit code */
                    totp_code?: string;
                    /**
                     * Format: line
                     * @description The account's e-mail (its owner) or a member's e-mail
                     */
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description JWT (HS256), sent as Bearer on every call */
                            access_token: string;
                            /** @description Opaque; single use: each refresh returns a new one */
                            refresh_token: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, TOTP_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CREDENTIALS_NOT_MATCH */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description MISSING_VERIFY_EMAIL, MEMBER_SUSPENDED, TOTP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description JWT (HS256), sent as Bearer on every call */
                            access_token: string;
                            /** @description Opaque; single use: each refresh returns a new one */
                            refresh_token: string;
                        };
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: line
                     * @description The account e-mail
                     */
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ALREADY_VERIFIED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, RESET_TOKEN_INVALID, RESET_TOKEN_EXPIRED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESET_TOKEN_USED, RESET_TOKEN_REPLACED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: line
                     * @description One of the business type options, or free text for Otro
                     */
                    business_kind: string;
                    /** Format: line */
                    company: string;
                    /**
                     * Format: email
                     * @description E-mail address (case-insensitive)
                     */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description EMAIL_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The account's password, for a link that asks for it (409 VERIFY_PASSWORD_REQUIRED without it) */
                    password?: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, VERIFY_TOKEN_INVALID, VERIFY_TOKEN_EXPIRED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description VERIFY_TOKEN_USED, VERIFY_TOKEN_REPLACED, ALREADY_VERIFIED, VERIFY_PASSWORD_REQUIRED, VERIFY_PASSWORD_MISMATCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Advertising"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    expiration?: string | null;
                    /** Format: line */
                    name: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Advertising"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    enabled?: boolean;
                    expiration?: string | null;
                    image_desktop?: string | null;
                    image_mobile?: string | null;
                    /** Format: line */
                    name?: string;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Advertising"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadAdvertisingImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description .jpg, .jpeg, .png or .gif (checked by content), at most 10 MB; cropped to 1920x1080
                     */
                    image_desktop?: string;
                    /**
                     * Format: binary
                     * @description .jpg, .jpeg, .png or .gif (checked by content), at most 10 MB; cropped to 1080x1920
                     */
                    image_mobile?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            image_desktop: string | null;
                            image_mobile: string | null;
                        };
                    };
                };
            };
            /** @description IMAGE_REQUIRED, IMAGE_INVALID, VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IMAGE_TOO_LARGE, PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cloneAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAllergens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Allergen"][];
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["ApiKey"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: line
                     * @description Who uses it, e.g. "Punto de venta"
                     */
                    name: string;
                    /** @description 'read': GET only (Lectura); 'write': every operation an administrator may call (Lectura y escritura) */
                    scope: "read" | "write";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                            /** @description The key ('mk_live_' + 40 hex): shown this once, only its hash is kept */
                            key: string;
                            name: string;
                            prefix: string;
                            /** @description 'read': GET only (Lectura); 'write': every operation an administrator may call (Lectura y escritura) */
                            scope: "read" | "write";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 0: Productos sin clasificar */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The whole map (replaces it; absent: unchanged) */
                    allergens?: {
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        celery?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        crustaceans?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        eggs?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        fish?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        gluten?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        lupin?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        milk?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        molluscs?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        mustard?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        peanuts?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        sesame?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        soy?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        sulphites?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        tree_nuts?: "contains" | "may_contain" | "free";
                    } & {
                        [key: string]: unknown;
                    };
                    calories?: number | null;
                    /** @description A menu of the day (only a combo) */
                    daily?: boolean;
                    description?: string | null;
                    /** @description vegetarian, vegan. A vegan dish may not contain milk, eggs, fish, crustaceans or molluscs, a vegetarian one fish, crustaceans or molluscs (400 naming diets) */
                    diets?: ("vegetarian" | "vegan")[];
                    enabled?: boolean;
                    featured?: boolean;
                    kind?: "dish" | "combo";
                    /** Format: line */
                    name: string;
                    portion?: string | null;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description At most two decimals (else 400 with the shared price message) */
                    price: number;
                    recommended?: boolean;
                    /** @description null: always available (no schedule) */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | null;
                    /** @description A combo's whole list of steps (replaces it) */
                    steps?: {
                        items: {
                            name?: string | null;
                            product_id?: number | null;
                            surcharge?: number | null;
                            /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                            translations?: {
                                [key: string]: {
                                    /** Format: line */
                                    name?: string;
                                    /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                    reviewed?: boolean;
                                };
                            };
                        }[];
                        max: number;
                        min: number;
                        name: string;
                        /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                        translations?: {
                            [key: string]: {
                                /** Format: line */
                                name?: string;
                                /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                reviewed?: boolean;
                            };
                        };
                    }[];
                    /** @description The product's whole tag set (replaces it; absent: unchanged). A missing or foreign id: 404 and nothing changes */
                    tag_ids?: number[];
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** Format: line */
                            portion?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                    /** @description The product's whole list of variant groups, in display order (replaces it; absent: unchanged). An absent limit/obligatory keeps the value of a group already attached (new ones: null, false). A missing or foreign id: 404 and nothing changes */
                    variant_groups?: {
                        group_id: number;
                        /** @description Most variants a diner may choose; null = no limit */
                        limit?: number | null;
                        obligatory?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, IMAGE_REQUIRED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listFamilies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Family"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reorderFamilies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every id must be one of your rows (else 404 and nothing changes) */
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    position: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createFamily: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /** Format: line */
                    name: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reorderCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every id must be one of your rows (else 404 and nothing changes) */
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    position: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    family_id?: number;
                    /** Format: line */
                    name?: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description null: always available (no schedule) */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Category"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                            /** @description Products moved to 'Productos sin clasificar' */
                            unclassified_products: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cloneCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                familyId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /** Format: line */
                    name: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description null: always available (no schedule) */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateFamily: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    icon?: null | string;
                    /** Format: line */
                    name?: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Family"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteFamily: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                            /** @description Products moved to 'Productos sin clasificar' */
                            unclassified_products: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadFamilyIcon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description .jpg, .jpeg, .png or .gif (checked by content), at most 10 MB
                     */
                    icon: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description URL of the stored icon */
                            icon: string;
                        };
                    };
                };
            };
            /** @description IMAGE_REQUIRED, IMAGE_INVALID, VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IMAGE_TOO_LARGE, PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cloneFamily: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listFonts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["FontOption"][];
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listGlossaryTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["GlossaryTerm"][];
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createGlossaryTerm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: line */
                    term: string;
                    /** @description Language (one of the account's) -> the term's fixed translation; replaces the whole map; a language absent, or '', keeps the term as written */
                    translations?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description GLOSSARY_TERM_EXISTS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateGlossaryTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: line */
                    term?: string;
                    /** @description Language (one of the account's) -> the term's fixed translation; replaces the whole map; a language absent, or '', keeps the term as written */
                    translations?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["GlossaryTerm"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description GLOSSARY_TERM_EXISTS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteGlossaryTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listVariantGroups: {
        parameters: {
            query?: {
                /** @description Group or variant name contains (case- and accent-insensitive) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["VariantGroup"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reorderVariantGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every id must be one of your rows (else 404 and nothing changes) */
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    position: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createVariantGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: line */
                    name: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description null: each variant's own price (the default). A product attached with a limit below `free` or the number of `prices`: 400, field position_pricing.free / position_pricing.prices */
                    position_pricing?: {
                        /** @description The price of every extra after the free ones */
                        each: number;
                        /** @description The first N extras cost nothing (a whole number, 0 to 100) */
                        free: number;
                    } | {
                        /** @description prices[i]: the (i+1)-th extra picked; the last repeats (1 to 20 prices) */
                        prices: number[];
                    } | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                    variants?: {
                        /** @description The whole map (replaces it; absent: unchanged) */
                        allergens?: {
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            celery?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            crustaceans?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            eggs?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            fish?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            gluten?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            lupin?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            milk?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            molluscs?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            mustard?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            peanuts?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            sesame?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            soy?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            sulphites?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            tree_nuts?: "contains" | "may_contain" | "free";
                        } & {
                            [key: string]: unknown;
                        };
                        calories?: number | null;
                        enabled?: boolean;
                        /** Format: line */
                        name: string;
                        portion?: string | null;
                        /** @description null (or absent): no extra price */
                        price?: number | null;
                        /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                        translations?: {
                            [key: string]: {
                                /** Format: line */
                                name?: string;
                                /** Format: line */
                                portion?: string;
                                /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                reviewed?: boolean;
                            };
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The whole map (replaces it; absent: unchanged) */
                    allergens?: {
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        celery?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        crustaceans?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        eggs?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        fish?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        gluten?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        lupin?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        milk?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        molluscs?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        mustard?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        peanuts?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        sesame?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        soy?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        sulphites?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        tree_nuts?: "contains" | "may_contain" | "free";
                    } & {
                        [key: string]: unknown;
                    };
                    calories?: number | null;
                    enabled?: boolean;
                    /** Format: line */
                    name?: string;
                    portion?: string | null;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description null (or absent): no extra price */
                    price?: number | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            /** Format: line */
                            name?: string;
                            /** Format: line */
                            portion?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Variant"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reorderVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        /** @description Every id must be one of your rows (else 404 and nothing changes) */
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    position: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The whole map (replaces it; absent: unchanged) */
                    allergens?: {
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        celery?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        crustaceans?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        eggs?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        fish?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        gluten?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        lupin?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        milk?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        molluscs?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        mustard?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        peanuts?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        sesame?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        soy?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        sulphites?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        tree_nuts?: "contains" | "may_contain" | "free";
                    } & {
                        [key: string]: unknown;
                    };
                    calories?: number | null;
                    enabled?: boolean;
                    /** Format: line */
                    name: string;
                    portion?: string | null;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description null (or absent): no extra price */
                    price?: number | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            /** Format: line */
                            name?: string;
                            /** Format: line */
                            portion?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getVariantGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["VariantGroup"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateVariantGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: line */
                    name?: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description null: each variant's own price (the default). A product attached with a limit below `free` or the number of `prices`: 400, field position_pricing.free / position_pricing.prices */
                    position_pricing?: {
                        /** @description The price of every extra after the free ones */
                        each: number;
                        /** @description The first N extras cost nothing (a whole number, 0 to 100) */
                        free: number;
                    } | {
                        /** @description prices[i]: the (i+1)-th extra picked; the last repeats (1 to 20 prices) */
                        prices: number[];
                    } | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                    variants?: {
                        /** @description The whole map (replaces it; absent: unchanged) */
                        allergens?: {
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            celery?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            crustaceans?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            eggs?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            fish?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            gluten?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            lupin?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            milk?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            molluscs?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            mustard?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            peanuts?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            sesame?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            soy?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            sulphites?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            tree_nuts?: "contains" | "may_contain" | "free";
                        } & {
                            [key: string]: unknown;
                        };
                        calories?: number | null;
                        enabled?: boolean;
                        /** @description A variant of this group (kept and updated); absent: a new one */
                        id?: number;
                        /** Format: line */
                        name: string;
                        portion?: string | null;
                        /** @description null (or absent): no extra price */
                        price?: number | null;
                        /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                        translations?: {
                            [key: string]: {
                                /** Format: line */
                                name?: string;
                                /** Format: line */
                                portion?: string;
                                /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                reviewed?: boolean;
                            };
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["VariantGroup"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteVariantGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                            /** @description Products it was removed from (they are not deleted) */
                            products_affected: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cloneVariantGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listHistory: {
        parameters: {
            query?: {
                /** @description What changed: brand (logo, colours, integrations), family, category, product, …, branch */
                entity?: "brand" | "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "template" | "region" | "branch" | "lock";
                entity_id?: number;
                /** @description Only the changes of this person (GET /v1/history/people's ids) */
                member_id?: number;
                from?: string;
                to?: string;
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            items: {
                                /** @enum {unknown} */
                                action: "create" | "update" | "delete" | "undo" | "restore" | "scheduled";
                                /** @description The person's e-mail when they made it; 'Clave API «name»' for an API key; '' for the system */
                                actor: string;
                                /** Format: date-time */
                                at: string;
                                /** @description For several items: the fields, without values */
                                changes: {
                                    after: string | number | boolean | null;
                                    before: string | number | boolean | null;
                                    /** @description A column of the entity ('price_cents', 'name', 'enabled' 0/1, …) or 'table.column' of a row attached to it ('template_products.price_cents'); a link added or removed is named by its table ('product_tags') with its key */
                                    field: string;
                                    /** @description The change in Spanish, as the owner reads it ('Precio: $80 → $95', 'Alérgenos: Gluten: contiene', 'Grupo de variantes «Extras» añadido'); for several items, the field's label only */
                                    text: string;
                                }[];
                                count: number;
                                /**
                                 * @description What changed: brand (logo, colours, integrations), family, category, product, …, branch
                                 * @enum {unknown}
                                 */
                                entity: "brand" | "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "template" | "region" | "branch" | "lock";
                                /** @description null: several items changed at once (count) */
                                entity_id: number | null;
                                id: number;
                                /** @description The scheduled set's name; a restore's moment in the account's time ('Menú al 27 de noviembre de 2026, 10:00') */
                                label: string | null;
                                /** @description The member who made it, by their name now (their e-mail when they gave none; the owner's is the account's). null: the system, or a member removed since (actor keeps their e-mail) */
                                member: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @description The item's name at that moment; '' for several */
                                name: string;
                                undoes: number | null;
                                undone_by: number | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listHistoryPeople: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            email: string;
                            id: number;
                            /** @description Their name, or their e-mail when they gave none */
                            name: string;
                            /**
                             * @description Their role (shared/roles.json)
                             * @enum {unknown}
                             */
                            role: "owner" | "admin" | "manager" | "staff";
                        }[];
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    previewRestore: {
        parameters: {
            query: {
                at: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** Format: date-time */
                            at: string;
                            /** @description Items that come back (nuevo) */
                            created: {
                                /** @description before: now; after: at that moment */
                                changes: {
                                    after: string | number | boolean | null;
                                    before: string | number | boolean | null;
                                    /** @description A column of the entity ('price_cents', 'name', 'enabled' 0/1, …) or 'table.column' of a row attached to it ('template_products.price_cents'); a link added or removed is named by its table ('product_tags') with its key */
                                    field: string;
                                    /** @description The change in Spanish, as the owner reads it ('Precio: $80 → $95', 'Alérgenos: Gluten: contiene', 'Grupo de variantes «Extras» añadido'); for several items, the field's label only */
                                    text: string;
                                }[];
                                /**
                                 * @description What changed: brand (logo, colours, integrations), family, category, product, …, branch
                                 * @enum {unknown}
                                 */
                                entity: "brand" | "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "template" | "region" | "branch" | "lock";
                                id: number;
                                name: string;
                            }[];
                            /** @description Items made after that moment, removed (eliminado) */
                            deleted: {
                                /** @description before: now; after: at that moment */
                                changes: {
                                    after: string | number | boolean | null;
                                    before: string | number | boolean | null;
                                    /** @description A column of the entity ('price_cents', 'name', 'enabled' 0/1, …) or 'table.column' of a row attached to it ('template_products.price_cents'); a link added or removed is named by its table ('product_tags') with its key */
                                    field: string;
                                    /** @description The change in Spanish, as the owner reads it ('Precio: $80 → $95', 'Alérgenos: Gluten: contiene', 'Grupo de variantes «Extras» añadido'); for several items, the field's label only */
                                    text: string;
                                }[];
                                /**
                                 * @description What changed: brand (logo, colours, integrations), family, category, product, …, branch
                                 * @enum {unknown}
                                 */
                                entity: "brand" | "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "template" | "region" | "branch" | "lock";
                                id: number;
                                name: string;
                            }[];
                            /** @description Items whose fields go back (actualizado) */
                            updated: {
                                /** @description before: now; after: at that moment */
                                changes: {
                                    after: string | number | boolean | null;
                                    before: string | number | boolean | null;
                                    /** @description A column of the entity ('price_cents', 'name', 'enabled' 0/1, …) or 'table.column' of a row attached to it ('template_products.price_cents'); a link added or removed is named by its table ('product_tags') with its key */
                                    field: string;
                                    /** @description The change in Spanish, as the owner reads it ('Precio: $80 → $95', 'Alérgenos: Gluten: contiene', 'Grupo de variantes «Extras» añadido'); for several items, the field's label only */
                                    text: string;
                                }[];
                                /**
                                 * @description What changed: brand (logo, colours, integrations), family, category, product, …, branch
                                 * @enum {unknown}
                                 */
                                entity: "brand" | "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "template" | "region" | "branch" | "lock";
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, RESTORE_TOO_OLD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    restoreMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    at: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            created: number;
                            deleted: number;
                            /** @description null: nothing differed */
                            entry: {
                                /** @enum {unknown} */
                                action: "create" | "update" | "delete" | "undo" | "restore" | "scheduled";
                                /** @description The person's e-mail when they made it; 'Clave API «name»' for an API key; '' for the system */
                                actor: string;
                                /** Format: date-time */
                                at: string;
                                /** @description For several items: the fields, without values */
                                changes: {
                                    after: string | number | boolean | null;
                                    before: string | number | boolean | null;
                                    /** @description A column of the entity ('price_cents', 'name', 'enabled' 0/1, …) or 'table.column' of a row attached to it ('template_products.price_cents'); a link added or removed is named by its table ('product_tags') with its key */
                                    field: string;
                                    /** @description The change in Spanish, as the owner reads it ('Precio: $80 → $95', 'Alérgenos: Gluten: contiene', 'Grupo de variantes «Extras» añadido'); for several items, the field's label only */
                                    text: string;
                                }[];
                                count: number;
                                /**
                                 * @description What changed: brand (logo, colours, integrations), family, category, product, …, branch
                                 * @enum {unknown}
                                 */
                                entity: "brand" | "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "template" | "region" | "branch" | "lock";
                                /** @description null: several items changed at once (count) */
                                entity_id: number | null;
                                id: number;
                                /** @description The scheduled set's name; a restore's moment in the account's time ('Menú al 27 de noviembre de 2026, 10:00') */
                                label: string | null;
                                /** @description The member who made it, by their name now (their e-mail when they gave none; the owner's is the account's). null: the system, or a member removed since (actor keeps their e-mail) */
                                member: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @description The item's name at that moment; '' for several */
                                name: string;
                                undoes: number | null;
                                undone_by: number | null;
                            } | null;
                            updated: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, RESTORE_TOO_OLD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESTORE_CONFLICT, ENABLED_LIMIT_REACHED, LAST_ENABLED_BRANCH, ROUTE_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    undoHistoryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            entry: {
                                /** @enum {unknown} */
                                action: "create" | "update" | "delete" | "undo" | "restore" | "scheduled";
                                /** @description The person's e-mail when they made it; 'Clave API «name»' for an API key; '' for the system */
                                actor: string;
                                /** Format: date-time */
                                at: string;
                                /** @description For several items: the fields, without values */
                                changes: {
                                    after: string | number | boolean | null;
                                    before: string | number | boolean | null;
                                    /** @description A column of the entity ('price_cents', 'name', 'enabled' 0/1, …) or 'table.column' of a row attached to it ('template_products.price_cents'); a link added or removed is named by its table ('product_tags') with its key */
                                    field: string;
                                    /** @description The change in Spanish, as the owner reads it ('Precio: $80 → $95', 'Alérgenos: Gluten: contiene', 'Grupo de variantes «Extras» añadido'); for several items, the field's label only */
                                    text: string;
                                }[];
                                count: number;
                                /**
                                 * @description What changed: brand (logo, colours, integrations), family, category, product, …, branch
                                 * @enum {unknown}
                                 */
                                entity: "brand" | "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "template" | "region" | "branch" | "lock";
                                /** @description null: several items changed at once (count) */
                                entity_id: number | null;
                                id: number;
                                /** @description The scheduled set's name; a restore's moment in the account's time ('Menú al 27 de noviembre de 2026, 10:00') */
                                label: string | null;
                                /** @description The member who made it, by their name now (their e-mail when they gave none; the owner's is the account's). null: the system, or a member removed since (actor keeps their e-mail) */
                                member: {
                                    id: number;
                                    name: string;
                                } | null;
                                /** @description The item's name at that moment; '' for several */
                                name: string;
                                undoes: number | null;
                                undone_by: number | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description HISTORY_CONFLICT, HISTORY_ALREADY_UNDONE, ENABLED_LIMIT_REACHED, LAST_ENABLED_BRANCH, ROUTE_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listLocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Always the three fields, in this order: price, enabled, description */
                        info: {
                            /** @description price: products' and variants' prices; enabled: every row's Activo; description: promotions' and ads' */
                            field: "price" | "enabled" | "description";
                            locked: boolean;
                            /** @description Why it is locked (null: none given, or unlocked) */
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveLocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description price: products' and variants' prices; enabled: every row's Activo; description: promotions' and ads' */
                    field: "price" | "enabled" | "description";
                    locked: boolean;
                    /** @description Trimmed; at most 200 characters */
                    reason?: string | null;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Always the three fields, in this order: price, enabled, description */
                        info: {
                            /** @description price: products' and variants' prices; enabled: every row's Activo; description: promotions' and ads' */
                            field: "price" | "enabled" | "description";
                            locked: boolean;
                            /** @description Why it is locked (null: none given, or unlocked) */
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Member"][];
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    inviteMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The branches of a manager or staff member (at least one: 400 MEMBER_BRANCHES_REQUIRED; each the account's: 404); ignored, and cleared, for an admin */
                    branch_ids: number[];
                    /**
                     * Format: email
                     * @description E-mail address (case-insensitive)
                     */
                    email: string;
                    /** @description admin (Administrador), manager (Gerente de sucursal), staff (Personal) */
                    role: "admin" | "manager" | "staff";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, MEMBER_BRANCHES_REQUIRED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description MEMBER_LIMIT_REACHED, MEMBER_EXISTS, MEMBER_EMAIL_ELSEWHERE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Member"];
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateMyMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: line */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Member"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The authenticator app's current 6-digit code */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description Shown this once: only their hashes are kept */
                            recovery_codes: string[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, TOTP_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_ALREADY_ENABLED, TOTP_NOT_STARTED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    startTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            otpauth_url: string;
                            /** @description An SVG document: the QR code of otpauth_url */
                            qr_svg: string;
                            /** @description Base32, 32 characters */
                            secret: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_ALREADY_ENABLED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    turnOffTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, CURRENT_NOT_MATCH */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    renewTotpRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The authenticator app's current 6-digit code */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description Shown this once: only their hashes are kept */
                            recovery_codes: string[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, TOTP_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_NOT_ENABLED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateTeamPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    require_totp: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The branches of a manager or staff member (at least one: 400 MEMBER_BRANCHES_REQUIRED; each the account's: 404); ignored, and cleared, for an admin */
                    branch_ids?: number[];
                    /** @description admin (Administrador), manager (Gerente de sucursal), staff (Personal) */
                    role?: "admin" | "manager" | "staff";
                    /** @description 'suspended' ends every login of the person at once; 'active' lets them sign in again */
                    state?: "active" | "suspended";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, MEMBER_BRANCHES_REQUIRED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description OWNER_PROTECTED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVITATION_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description OWNER_PROTECTED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INVITATION_ACCEPTED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMemberSignIns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description When (ISO 8601) */
                            at: string;
                            /** @description The browser's user-agent (at most 200 characters) */
                            device: string;
                            /** @description The IP address the sign-in came from */
                            ip: string;
                        }[];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exportMenu: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: the Excel workbook (format=xlsx, the default) or CSV in UTF-8 (format=csv) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    importMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The menu as .csv or .xlsx (checked by content), at most 5 MB and 5,000 rows
                     */
                    file: string;
                    /**
                     * @description 'true': remove the products and variants absent from the file (default false)
                     * @enum {string}
                     */
                    remove?: "true" | "false";
                };
            };
        };
        responses: {
            /** @description Progress, then the result or the error, one JSON object per line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                };
            };
            /** @description IMPORT_FILE_REQUIRED, IMPORT_FILE_INVALID, IMPORT_TOO_MANY_ROWS, VALIDATION_ERROR, IMPORT_ROWS_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IMPORT_FILE_TOO_LARGE, PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    previewMenuImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The menu as .csv or .xlsx (checked by content), at most 5 MB and 5,000 rows
                     */
                    file: string;
                    /**
                     * @description 'true': remove the products and variants absent from the file (default false)
                     * @enum {string}
                     */
                    remove?: "true" | "false";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            created: {
                                name: string;
                                price: number | null;
                                row: number;
                                /** @description 'Producto', 'Combo' (a product that is a combo) or 'Variante' */
                                type: string;
                            }[];
                            errors: {
                                /** @description Column header */
                                column: string;
                                /** @description Why, in Spanish */
                                message: string;
                                /** @description Row number as the spreadsheet shows it (1: the header row) */
                                row: number;
                            }[];
                            format: "csv" | "xlsx";
                            /** @description Families, categories, tags and variant groups the import creates (named in rows, not found) */
                            new_names: {
                                categories: string[];
                                families: string[];
                                groups: string[];
                                tags: string[];
                            };
                            remove: boolean;
                            removed: {
                                key: string;
                                name: string;
                                /** @description 'Producto', 'Combo' (a product that is a combo) or 'Variante' */
                                type: string;
                            }[];
                            /** @description Data rows read */
                            rows: number;
                            summary: {
                                created: number;
                                /** @description Rows with at least one error */
                                invalid: number;
                                removed: number;
                                unchanged: number;
                                updated: number;
                            };
                            updated: {
                                changes: {
                                    column: string;
                                    from: string;
                                    to: string;
                                }[];
                                key: string;
                                name: string;
                                row: number;
                                /** @description 'Producto', 'Combo' (a product that is a combo) or 'Variante' */
                                type: string;
                            }[];
                        };
                    };
                };
            };
            /** @description IMPORT_FILE_REQUIRED, IMPORT_FILE_INVALID, IMPORT_TOO_MANY_ROWS, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IMPORT_FILE_TOO_LARGE, PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openCardPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            checkout_id: string;
                            /** @description Nobody is charged: the built-in sandbox (PAYMENTS_PROVIDER=sandbox, or unset outside production; test cards only) or a provider's test keys (STRIPE_SECRET_KEY=sk_test_…); the panel shows 'Modo de prueba' */
                            test_mode: boolean;
                            /** @description The provider's card page for the 500x500 iframe (the sandbox's is a path on this server; add ?origin=<panel origin> when the panel runs on one of the CORS origins) */
                            url: string;
                        };
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /** @description MXN or USD; wins over time_zone */
                currency?: "MXN" | "USD";
                /** @description The browser's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone): a Mexican zone gives MXN, any other USD */
                time_zone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["PlanCard"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    applyPriceChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A change in pesos, signed, at most two decimals. Exactly one of percent and amount */
                    amount?: number;
                    /** @description The products of these categories (the account's, else 404); absent or empty: every product */
                    category_ids?: number[];
                    /**
                     * @description The selected products' variants too (default true)
                     * @default true
                     */
                    include_variants?: boolean;
                    /**
                     * Format: line
                     * @description With run_at: the scheduled sets' name (default 'Cambio de precios +8 % (.50)')
                     */
                    name?: string;
                    /** @description A change in percent (8 = +8 %, -10 = -10 %). Exactly one of percent and amount (400 naming it) */
                    percent?: number;
                    /** @description Change these regions' own prices (their rows; the account's, else 404) */
                    region_ids?: number[];
                    /** @description Then rounded to the nearest: 'cent' none, 'peso' whole pesos, 'half' $0.50, 'ninety' N.90, 'five' $5 (never below $0) */
                    rounding: "cent" | "peso" | "half" | "ninety" | "five";
                    /** @description Absent: now. 'YYYY-MM-DDTHH:mm': that wall-clock time in each branch's own time zone (regions: their first branch's; the base menu: the account's first branch's), one scheduled set per zone. Must be in the future (400 naming run_at) */
                    run_at?: string;
                    /** @description Change these branches' prices (their templates' rows; the account's, else 404; a branch without a template: 400 naming sucursal_ids). Neither regions nor branches: the base menu's prices */
                    sucursal_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description Prices changed */
                            changed: number;
                            /** @description The one history entry of the change (POST /v1/history/{id}/undo reverts it whole) */
                            history_id: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            scheduled: {
                                /** @description A scheduled set (GET /v1/scheduled-changes) */
                                id: number;
                                /**
                                 * Format: date-time
                                 * @description ISO instant (UTC)
                                 */
                                run_at: string;
                                /** @description The zone its wall-clock time was read in */
                                time_zone: string;
                            }[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, FIELD_LOCKED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    previewPriceChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A change in pesos, signed, at most two decimals. Exactly one of percent and amount */
                    amount?: number;
                    /** @description The products of these categories (the account's, else 404); absent or empty: every product */
                    category_ids?: number[];
                    /**
                     * @description The selected products' variants too (default true)
                     * @default true
                     */
                    include_variants?: boolean;
                    /** @description A change in percent (8 = +8 %, -10 = -10 %). Exactly one of percent and amount (400 naming it) */
                    percent?: number;
                    /** @description Change these regions' own prices (their rows; the account's, else 404) */
                    region_ids?: number[];
                    /** @description Then rounded to the nearest: 'cent' none, 'peso' whole pesos, 'half' $0.50, 'ninety' N.90, 'five' $5 (never below $0) */
                    rounding: "cent" | "peso" | "half" | "ninety" | "five";
                    /** @description Change these branches' prices (their templates' rows; the account's, else 404; a branch without a template: 400 naming sucursal_ids). Neither regions nor branches: the base menu's prices */
                    sucursal_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description Every price that changes (unchanged ones are left out), grouped by target */
                            items: {
                                /** @description The price after the change and its rounding (pesos) */
                                after: number;
                                /** @description The effective price there now (pesos) */
                                before: number;
                                id: number;
                                kind: "product" | "variant";
                                /** @description The product's name; a variant's as 'Group: Variant' */
                                name: string;
                                target: "base" | "region" | "branch";
                                /** @description The region's or branch's id; null: base */
                                target_id: number | null;
                                target_name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, FIELD_LOCKED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Name or description contains (case- and accent-insensitive) */
                search?: string;
                family_id?: number;
                /** @description 0: unclassified products */
                category_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Product"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reorderProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every id must be one of your rows (else 404 and nothing changes) */
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    position: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProductsAllergens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** @description The whole map (replaces it; absent: unchanged) */
                        allergens?: {
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            celery?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            crustaceans?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            eggs?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            fish?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            gluten?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            lupin?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            milk?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            molluscs?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            mustard?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            peanuts?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            sesame?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            soy?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            sulphites?: "contains" | "may_contain" | "free";
                            /**
                             * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                             * @enum {unknown}
                             */
                            tree_nuts?: "contains" | "may_contain" | "free";
                        } & {
                            [key: string]: unknown;
                        };
                        calories?: number | null;
                        /** @description vegetarian, vegan. A vegan dish may not contain milk, eggs, fish, crustaceans or molluscs, a vegetarian one fish, crustaceans or molluscs (400 naming diets) */
                        diets?: ("vegetarian" | "vegan")[];
                        id: number;
                        portion?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Product"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Product"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The whole map (replaces it; absent: unchanged) */
                    allergens?: {
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        celery?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        crustaceans?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        eggs?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        fish?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        gluten?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        lupin?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        milk?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        molluscs?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        mustard?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        peanuts?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        sesame?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        soy?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        sulphites?: "contains" | "may_contain" | "free";
                        /**
                         * @description contains · may_contain (trazas) · free; an absent code is 'not confirmed'
                         * @enum {unknown}
                         */
                        tree_nuts?: "contains" | "may_contain" | "free";
                    } & {
                        [key: string]: unknown;
                    };
                    calories?: number | null;
                    category_id?: number | null;
                    /** @description A menu of the day (only a combo) */
                    daily?: boolean;
                    description?: string | null;
                    /** @description vegetarian, vegan. A vegan dish may not contain milk, eggs, fish, crustaceans or molluscs, a vegetarian one fish, crustaceans or molluscs (400 naming diets) */
                    diets?: ("vegetarian" | "vegan")[];
                    enabled?: boolean;
                    featured?: boolean;
                    image?: null | string;
                    kind?: "dish" | "combo";
                    /** Format: line */
                    name?: string;
                    portion?: string | null;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description At most two decimals (else 400 with the shared price message) */
                    price?: number;
                    recommended?: boolean;
                    /** @description null: always available (no schedule) */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | null;
                    /** @description A combo's whole list of steps (replaces it) */
                    steps?: {
                        items: {
                            name?: string | null;
                            product_id?: number | null;
                            surcharge?: number | null;
                            /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                            translations?: {
                                [key: string]: {
                                    /** Format: line */
                                    name?: string;
                                    /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                    reviewed?: boolean;
                                };
                            };
                        }[];
                        max: number;
                        min: number;
                        name: string;
                        /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                        translations?: {
                            [key: string]: {
                                /** Format: line */
                                name?: string;
                                /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                reviewed?: boolean;
                            };
                        };
                    }[];
                    /** @description The product's whole tag set (replaces it; absent: unchanged). A missing or foreign id: 404 and nothing changes */
                    tag_ids?: number[];
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** Format: line */
                            portion?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                    /** @description The product's whole list of variant groups, in display order (replaces it; absent: unchanged). An absent limit/obligatory keeps the value of a group already attached (new ones: null, false). A missing or foreign id: 404 and nothing changes */
                    variant_groups?: {
                        group_id: number;
                        /** @description Most variants a diner may choose; null = no limit */
                        limit?: number | null;
                        obligatory?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Product"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, IMAGE_REQUIRED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description .jpg, .jpeg, .png or .gif (checked by content), at most 10 MB
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description URL of the 800 px image */
                            image: string;
                        };
                    };
                };
            };
            /** @description IMAGE_REQUIRED, IMAGE_INVALID, VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IMAGE_TOO_LARGE, PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cloneProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listProductDays: {
        parameters: {
            query: {
                /** @description First date */
                from: string;
                /** @description Last date */
                to: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description 'YYYY-MM-DD', the branch's local date */
                            date: string;
                            steps: components["schemas"]["ComboStep"][];
                        }[];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProductDays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: {
                        /** @description 'YYYY-MM-DD' */
                        date: string;
                        /** @description A combo's whole list of steps (replaces it) */
                        steps: {
                            items: {
                                name?: string | null;
                                product_id?: number | null;
                                surcharge?: number | null;
                                /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                                translations?: {
                                    [key: string]: {
                                        /** Format: line */
                                        name?: string;
                                        /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                        reviewed?: boolean;
                                    };
                                };
                            }[];
                            max: number;
                            min: number;
                            name: string;
                            /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                            translations?: {
                                [key: string]: {
                                    /** Format: line */
                                    name?: string;
                                    /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                    reviewed?: boolean;
                                };
                            };
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listProductPendingScheduledChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description Pending sets only, soonest first */
                            items: {
                                id: number;
                                name: string;
                                /**
                                 * Format: date-time
                                 * @description ISO instant (UTC)
                                 */
                                run_at: string;
                            }[];
                            /** @description The zone the sets' dates read in: the account's first branch's (else the app's), as run_at was read */
                            time_zone: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    markProductSoldOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description null: every branch */
                    sucursal_id: number | null;
                    /** @description end_of_day: the branch's next midnight; manual: until reactivated */
                    until: "end_of_day" | "manual";
                    /** @description null: the product itself; else one of the product's variants */
                    variant_id: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            product_id: number;
                            sucursal_id: number;
                            /** @description null: until the owner reactivates it */
                            until: string | null;
                            /** @description null: the product itself */
                            variant_id: number | null;
                        }[];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reactivateProduct: {
        parameters: {
            query?: {
                /** @description Absent: every branch */
                sucursal_id?: number;
                /** @description Absent: the product and all its variants; 0: the product itself; an id: that variant */
                variant_id?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            product_id: number;
                            sucursal_id: number;
                            /** @description null: until the owner reactivates it */
                            until: string | null;
                            /** @description null: the product itself */
                            variant_id: number | null;
                        }[];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    attachProductTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tag_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Product"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    detachProductTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                tagId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Product"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setProductVariantGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    /** @description Most variants a diner may choose; null = no limit */
                    limit: number | null;
                    obligatory: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Product"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    attachProductVariantGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    /** @description Most variants a diner may choose; null = no limit */
                    limit?: number | null;
                    obligatory?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Product"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    detachProductVariantGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Product"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description .jpg, .jpeg, .png or .gif (checked by content), at most 10 MB
                     */
                    logo: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Profile"];
                    };
                };
            };
            /** @description IMAGE_REQUIRED, IMAGE_INVALID, VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IMAGE_TOO_LARGE, PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Profile"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Profile"];
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: hex-color
                     * @description #RRGGBB
                     */
                    background_color?: string;
                    business_kind?: string;
                    /**
                     * Format: hex-color
                     * @description #RRGGBB
                     */
                    button_color?: string;
                    /**
                     * Format: hex-color
                     * @description #RRGGBB
                     */
                    button_font_color?: string;
                    company?: string;
                    default_payment_method_id?: string | null;
                    /**
                     * Format: facebook-pixel
                     * @description 15 to 18 digits
                     */
                    facebook_pixel?: string;
                    /**
                     * Format: hex-color
                     * @description #RRGGBB
                     */
                    font_color?: string;
                    fonts?: {
                        body_font?: string;
                        headline_font?: string;
                    };
                    /**
                     * Format: gtm-id
                     * @description Google Tag Manager/Analytics id, e.g. GTM-ABC1234
                     */
                    gtm_id?: string;
                    /** @description 'es' first, then up to 5 others of en, fr, pt, de, it, ja, ko, zh, once each (400 naming languages.N). More extra languages than the plan's 'Languages' scope allows (FREEMIUM 1, the others 5): 403 SCOPE_REQUIRED naming languages */
                    languages?: string[];
                    /** @description Fuera de horario: 'hide' (Ocultar) or 'label' (Mostrar con su horario) */
                    off_schedule?: "hide" | "label";
                    /**
                     * Format: https-url
                     * @description The owner's privacy notice ('Aviso de privacidad'), a full https URL
                     */
                    privacy_url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Profile"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description visa, mastercard or amex */
                            brand: string;
                            /** @description Whether it is the profile's default_payment_method_id */
                            default: boolean;
                            exp_month: number;
                            exp_year: number;
                            /** @description 'pm_…' */
                            id: string;
                            last4: string;
                        }[];
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    savePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description visa, mastercard or amex */
                            brand: string;
                            /** @description Whether it is the profile's default_payment_method_id */
                            default: boolean;
                            exp_month: number;
                            exp_year: number;
                            /** @description 'pm_…' */
                            id: string;
                            last4: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deletePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            default_payment_method_id: string | null;
                            id: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Promotion"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reorderPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every id must be one of your rows (else 404 and nothing changes) */
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    position: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPromotion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    expiration?: string | null;
                    /** Format: line */
                    name: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description null: always available (no schedule) */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPromotion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Promotion"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updatePromotion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    enabled?: boolean;
                    expiration?: string | null;
                    /** Format: line */
                    name?: string;
                    poster?: string | null;
                    /** @description null: always available (no schedule) */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Promotion"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deletePromotion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadPromotionPoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description .jpg, .jpeg, .png or .gif (checked by content), at most 10 MB
                     */
                    poster: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description URL of the 1080x1920 poster */
                            poster: string;
                        };
                    };
                };
            };
            /** @description IMAGE_REQUIRED, IMAGE_INVALID, VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IMAGE_TOO_LARGE, PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    clonePromotion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPublicMenu: {
        parameters: {
            query?: {
                /** @description Allergens the diner hides, as the page's filter: 'gluten,peanuts' or repeated (sin=gluten&sin=peanuts); unknown codes are ignored. See filter in the answer */
                sin?: string[];
                /** @description The diner's language (ISO 639-1, e.g. 'en'). Without it, or naming one the menu does not offer, Accept-Language decides; failing both, Spanish. The answer's `language` and Content-Language say which */
                lang?: string;
            };
            header?: never;
            path: {
                routeKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["PublicMenu"];
                    };
                };
            };
            /** @description An old route key of a branch: Location is /v1/public/menus/{current key} */
            301: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Region"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRegion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: line */
                    name: string;
                    /** @description The region's whole set of branches: branches leaving it are left without a region, a branch of another region moves here. A missing or foreign branch: 404 and nothing changes */
                    sucursal_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description REGION_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Region"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: line */
                    name?: string;
                    /** @description The region's whole set of branches: branches leaving it are left without a region, a branch of another region moves here. A missing or foreign branch: 404 and nothing changes */
                    sucursal_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Region"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description REGION_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRegionAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateAdvertising"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveRegionAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the given advertisements change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    advertising_id: number;
                    /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                    description?: string | null;
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateAdvertising"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRegionProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateProduct"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveRegionProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the given products change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    /** @description Required. The template's price: at most two decimals; null, or the base value, follows the base menu */
                    price: number | null;
                    product_id: number;
                    /** @description The template's own schedule in its branches; 'always': no schedule there; null: como el menú; absent: unchanged */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | "always" | null;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateProduct"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRegionPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplatePromotion"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveRegionPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the given promotions change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                    description?: string | null;
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    promotion_id: number;
                    /** @description The template's own schedule in its branches; 'always': no schedule there; null: como el menú; absent: unchanged */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | "always" | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplatePromotion"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRegionVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateVariant"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveRegionVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the given variants change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    /** @description Required. The template's price: at most two decimals; null, or the base value, follows the base menu */
                    price: number | null;
                    variant_id: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateVariant"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listScheduledChanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            items: components["schemas"]["ScheduledChange"][];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createScheduledChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Applied all or nothing, in one transaction, at run_at */
                    changes: {
                        /** @description What the change touches: product {price, enabled, kind, steps, daily}, variant {price, enabled}, promotion {enabled}, advertising {enabled} */
                        entity: "product" | "variant" | "promotion" | "advertising";
                        /** @description price (pesos, as the product API takes it; products and variants only) and/or enabled; a product's kind, steps and daily (docs/combos.md). Checked with the rules of the item's own update: errors name changes.N.fields.<field> */
                        fields: {
                            /** @description A menu of the day (only a combo) */
                            daily?: boolean;
                            enabled?: boolean;
                            kind?: "dish" | "combo";
                            /** @description At most two decimals (else 400 with the shared price message) */
                            price?: number;
                            /** @description A combo's whole list of steps (replaces it) */
                            steps?: {
                                items: {
                                    name?: string | null;
                                    product_id?: number | null;
                                    surcharge?: number | null;
                                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                                    translations?: {
                                        [key: string]: {
                                            /** Format: line */
                                            name?: string;
                                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                            reviewed?: boolean;
                                        };
                                    };
                                }[];
                                max: number;
                                min: number;
                                name: string;
                                /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                                translations?: {
                                    [key: string]: {
                                        /** Format: line */
                                        name?: string;
                                        /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                        reviewed?: boolean;
                                    };
                                };
                            }[];
                        };
                        /** @description One of the account's items of that kind (else 404 naming changes.N.id) */
                        id: number;
                    }[];
                    /** Format: line */
                    name: string;
                    /** @description When to apply it: an instant with its offset ('2027-01-01T08:00:00-06:00', '…Z'), or 'YYYY-MM-DDTHH:mm' read in the time zone of the account's first branch. Must be in the future (400 naming run_at) */
                    run_at: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["ScheduledChange"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelScheduledChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCHEDULED_CHANGE_NOT_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSoldOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            product_id: number;
                            sucursal_id: number;
                            /** @description null: until the owner reactivates it */
                            until: string | null;
                            /** @description null: the product itself */
                            variant_id: number | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listBillingHistory: {
        parameters: {
            query?: {
                /** @description true: include each row's amount */
                amount?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["BillingHistoryRow"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openSubscriptionCardPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            checkout_id: string;
                            /** @description Nobody is charged: the built-in sandbox (PAYMENTS_PROVIDER=sandbox, or unset outside production; test cards only) or a provider's test keys (STRIPE_SECRET_KEY=sk_test_…); the panel shows 'Modo de prueba' */
                            test_mode: boolean;
                            /** @description The provider's card page for the 500x500 iframe (the sandbox's is a path on this server; add ?origin=<panel origin> when the panel runs on one of the CORS origins) */
                            url: string;
                        };
                    };
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changeMenuSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description One per intended payment (e.g. the panel's attempt id): a retry or a double click with the same key and the same body charges once and answers the same; the key with another body, once it charged or wrote, is 422 IDEMPOTENCY_KEY_REUSED */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Enabled branches to disable now when the new branch count is below the enabled ones (never all of them); another account's id is 404 */
                    disable_sucursal_ids?: number[];
                    features?: {
                        /** @description MENU-SUCURSALES-{currency} for the branch add-on */
                        code: string;
                        /** @description Branches: 1 to 1000 */
                        quantity: number;
                    }[];
                    interval: "monthly" | "yearly";
                    /** @description One of the account's saved cards; the default card when omitted */
                    payment_method_id?: string;
                    plan_code: "NEGOCIO" | "FRANCHISES";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYMENT_DECLINED, PAYMENT_ACTION_REQUIRED */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUBSCRIPTION_EXISTS, SUBSCRIPTION_REQUIRED, SUBSCRIPTION_NOT_ACTIVE, PAYMENT_METHOD_REQUIRED, CHARGE_IN_PROGRESS, CHARGE_REFUNDED, FRANCHISES_REQUIRED, BRANCH_COUNT_BELOW_ENABLED, LAST_ENABLED_BRANCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createMenuSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description One per intended payment (e.g. the panel's attempt id): a retry or a double click with the same key and the same body charges once and answers the same; the key with another body, once it charged or wrote, is 422 IDEMPOTENCY_KEY_REUSED */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    demo?: boolean;
                    interval?: "monthly" | "yearly";
                    /** @description One of the account's saved cards; the default card when omitted */
                    payment_method_id?: string;
                    plan_code?: "NEGOCIO" | "FRANCHISES";
                    /** @description The browser's IANA time zone: a Mexican one gives MXN, any other USD */
                    time_zone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYMENT_DECLINED, PAYMENT_ACTION_REQUIRED */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUBSCRIPTION_EXISTS, SUBSCRIPTION_REQUIRED, SUBSCRIPTION_NOT_ACTIVE, PAYMENT_METHOD_REQUIRED, CHARGE_IN_PROGRESS, CHARGE_REFUNDED, DEMO_USED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelMenuSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUBSCRIPTION_REQUIRED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resumeMenuSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description One per intended payment (e.g. the panel's attempt id): a retry or a double click with the same key and the same body charges once and answers the same; the key with another body, once it charged or wrote, is 422 IDEMPOTENCY_KEY_REUSED */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYMENT_DECLINED, PAYMENT_ACTION_REQUIRED */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUBSCRIPTION_EXISTS, SUBSCRIPTION_REQUIRED, SUBSCRIPTION_NOT_ACTIVE, PAYMENT_METHOD_REQUIRED, CHARGE_IN_PROGRESS, CHARGE_REFUNDED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSubscriptionQuote: {
        parameters: {
            query: {
                plan_code: "NEGOCIO" | "FRANCHISES";
                interval: "monthly" | "yearly";
                /** @description The branch add-on quantity picked, 1 to 1000 (FRANCHISES only) */
                branches?: number;
                /** @description The browser's IANA time zone: a Mexican one gives MXN, any other USD */
                time_zone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Quote"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUBSCRIPTION_NOT_ACTIVE, FRANCHISES_REQUIRED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    changeSucursalesSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description One per intended payment (e.g. the panel's attempt id): a retry or a double click with the same key and the same body charges once and answers the same; the key with another body, once it charged or wrote, is 422 IDEMPOTENCY_KEY_REUSED */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Enabled branches to disable now when the new branch count is below the enabled ones (never all of them); another account's id is 404 */
                    disable_sucursal_ids?: number[];
                    features: {
                        /** @description MENU-SUCURSALES-{currency} for the branch add-on */
                        code: string;
                        /** @description Branches: 1 to 1000 */
                        quantity: number;
                    }[];
                    /** @description One of the account's saved cards; the default card when omitted */
                    payment_method_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYMENT_DECLINED, PAYMENT_ACTION_REQUIRED */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUBSCRIPTION_EXISTS, SUBSCRIPTION_REQUIRED, SUBSCRIPTION_NOT_ACTIVE, PAYMENT_METHOD_REQUIRED, CHARGE_IN_PROGRESS, CHARGE_REFUNDED, FRANCHISES_REQUIRED, BRANCH_COUNT_BELOW_ENABLED, LAST_ENABLED_BRANCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createSucursalesSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description One per intended payment (e.g. the panel's attempt id): a retry or a double click with the same key and the same body charges once and answers the same; the key with another body, once it charged or wrote, is 422 IDEMPOTENCY_KEY_REUSED */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Enabled branches to disable now when the new branch count is below the enabled ones (never all of them); another account's id is 404 */
                    disable_sucursal_ids?: number[];
                    features: {
                        /** @description MENU-SUCURSALES-{currency} for the branch add-on */
                        code: string;
                        /** @description Branches: 1 to 1000 */
                        quantity: number;
                    }[];
                    /** @description One of the account's saved cards; the default card when omitted */
                    payment_method_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYMENT_DECLINED, PAYMENT_ACTION_REQUIRED */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUBSCRIPTION_EXISTS, SUBSCRIPTION_REQUIRED, SUBSCRIPTION_NOT_ACTIVE, PAYMENT_METHOD_REQUIRED, CHARGE_IN_PROGRESS, CHARGE_REFUNDED, FRANCHISES_REQUIRED, BRANCH_COUNT_BELOW_ENABLED, LAST_ENABLED_BRANCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelSucursalesSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUBSCRIPTION_REQUIRED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resumeSucursalesSubscription: {
        parameters: {
            query?: never;
            header: {
                /** @description One per intended payment (e.g. the panel's attempt id): a retry or a double click with the same key and the same body charges once and answers the same; the key with another body, once it charged or wrote, is 422 IDEMPOTENCY_KEY_REUSED */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYMENT_DECLINED, PAYMENT_ACTION_REQUIRED */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SUBSCRIPTION_EXISTS, SUBSCRIPTION_REQUIRED, SUBSCRIPTION_NOT_ACTIVE, PAYMENT_METHOD_REQUIRED, CHARGE_IN_PROGRESS, CHARGE_REFUNDED, FRANCHISES_REQUIRED, BRANCH_COUNT_BELOW_ENABLED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSucursales: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Sucursal"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createSucursal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    facebook_usr?: string | null;
                    instagram_usr?: string | null;
                    /** Format: line */
                    name: string;
                    phone?: string | null;
                    /** @description The branch's region (GET /v1/regions); null: none */
                    region_id?: number | null;
                    /**
                     * Format: line
                     * @description Letters without accents, digits, - and _ (at most 80), not a reserved word (RESERVED_ROUTE_KEYS: 400 naming route_key); compared without letter case
                     */
                    route_key?: string;
                    /** @description 'Pedidos y llamadas desde la mesa' (docs/table-service.md); sending it at all (true or false) needs a plan with the Mesas section: 403 SCOPE_REQUIRED naming table_orders on FREEMIUM */
                    table_orders?: boolean;
                    /** @description How many tables the branch has (0 to 500): a tent per table, table n's link is the menu's with ?mesa=n */
                    tables?: number;
                    template_id?: number | null;
                    tiktok_usr?: string | null;
                    /**
                     * Format: time-zone
                     * @description The branch's IANA time zone (America/Mexico_City): its menu's hours and 'end of the day' follow it
                     */
                    time_zone?: string;
                    website?: string | null;
                    whatsapp_num?: string | null;
                    wifi_name?: string | null;
                    wifi_password?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Sucursal"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROUTE_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setSucursalEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Sucursal"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ENABLED_LIMIT_REACHED, LAST_ENABLED_BRANCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkRouteKey: {
        parameters: {
            query?: {
                sucursal_id?: number;
            };
            header?: never;
            path: {
                routeKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            route_key: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSucursalViews: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description Every day of the range, oldest first, zeros included */
                            days: {
                                /** @description YYYY-MM-DD in the app time zone (APP_TIMEZONE) */
                                date: string;
                                views: number;
                            }[];
                            sucursal_id: number;
                            /** @description Every table of the branch (1..tables, zeros included), plus any other table scanned in the range; a diner counts once per table and window, as for the branch */
                            tables: {
                                /** @description The table's number (its QR code opens the menu with ?mesa=n) */
                                table: number;
                                /** @description Views of the table's link over the whole range */
                                views: number;
                            }[];
                            /** @description Views over the whole range */
                            total: number;
                        }[];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateSucursal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    facebook_usr?: string | null;
                    instagram_usr?: string | null;
                    /** Format: line */
                    name?: string;
                    phone?: string | null;
                    /** @description The branch's region (GET /v1/regions); null: none */
                    region_id?: number | null;
                    /**
                     * Format: line
                     * @description Letters without accents, digits, - and _ (at most 80), not a reserved word (RESERVED_ROUTE_KEYS: 400 naming route_key); compared without letter case
                     */
                    route_key?: string;
                    /** @description 'Pedidos y llamadas desde la mesa' (docs/table-service.md); sending it at all (true or false) needs a plan with the Mesas section: 403 SCOPE_REQUIRED naming table_orders on FREEMIUM */
                    table_orders?: boolean;
                    /** @description How many tables the branch has (0 to 500): a tent per table, table n's link is the menu's with ?mesa=n */
                    tables?: number;
                    template_id?: number | null;
                    tiktok_usr?: string | null;
                    /**
                     * Format: time-zone
                     * @description The branch's IANA time zone (America/Mexico_City): its menu's hours and 'end of the day' follow it
                     */
                    time_zone?: string;
                    website?: string | null;
                    whatsapp_num?: string | null;
                    wifi_name?: string | null;
                    wifi_password?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Sucursal"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROUTE_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteSucursal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description LAST_ENABLED_BRANCH */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTableCalls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TableCall"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, BRANCH_NOT_ASSIGNED, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    streamTableCalls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, BRANCH_NOT_ASSIGNED, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    attendTableCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                callId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    attended: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TableCall"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, BRANCH_NOT_ASSIGNED, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSucursalDemand: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["SucursalDemand"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, BRANCH_NOT_ASSIGNED, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSucursalMenu: {
        parameters: {
            query?: {
                /** @description ISO 639-1, e.g. 'en'; default 'es' */
                lang?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["BranchMenu"];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    printSucursalMenu: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu as PDF, attachment 'menu-<route_key>-<lang>.pdf' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description VALIDATION_ERROR, PRINT_TOO_LARGE, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRINT_MENU_EMPTY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRINT_BUSY, TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    printSucursalPoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poster as PDF, attachment 'cartel-<route_key>.pdf' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description PRINT_TOO_LARGE, VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRINT_MENU_EMPTY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRINT_BUSY, TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    printSucursalTents: {
        parameters: {
            query?: {
                paper?: "letter" | "a4";
                /** @description First table of the file */
                from?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tents as PDF, attachment 'mesas-<route_key>.pdf' (a branch of more than 100 tables: 'mesas-<route_key>-<from>-<to>.pdf') */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PRINT_BUSY, TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description Name contains (case- and accent-insensitive) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Tag"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reorderTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every id must be one of your rows (else 404 and nothing changes) */
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    position: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    icon?: string | null;
                    /** Format: line */
                    name: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Tag"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    icon?: string | null;
                    /** Format: line */
                    name?: string;
                    /** @description Defaults to the number of siblings (last) */
                    position?: number;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            /** Format: line */
                            name?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["Tag"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                            /** @description Products it was removed from (they are not deleted) */
                            products_affected: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cloneTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateSummary"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only the given advertisements change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
                    advertising?: {
                        advertising_id: number;
                        /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                        description?: string | null;
                        /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                        enabled?: boolean | null;
                        /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                        translations?: {
                            [key: string]: {
                                description?: string;
                                /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                reviewed?: boolean;
                            };
                        };
                    }[];
                    /** Format: line */
                    name: string;
                    /** @description Only the given products change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
                    products?: {
                        /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                        enabled?: boolean | null;
                        /** @description Required. The template's price: at most two decimals; null, or the base value, follows the base menu */
                        price: number | null;
                        product_id: number;
                        /** @description The template's own schedule in its branches; 'always': no schedule there; null: como el menú; absent: unchanged */
                        schedule?: {
                            /** @description 0 = domingo … 6 = sábado; at least one */
                            days: number[];
                            /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                            ranges: {
                                /** @description 'HH:MM', 00:00 to 23:59 */
                                end: string;
                                /** @description 'HH:MM', 00:00 to 23:59 */
                                start: string;
                            }[];
                        } | "always" | null;
                    }[];
                    /** @description Only the given promotions change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
                    promotions?: {
                        /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                        description?: string | null;
                        /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                        enabled?: boolean | null;
                        promotion_id: number;
                        /** @description The template's own schedule in its branches; 'always': no schedule there; null: como el menú; absent: unchanged */
                        schedule?: {
                            /** @description 0 = domingo … 6 = sábado; at least one */
                            days: number[];
                            /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                            ranges: {
                                /** @description 'HH:MM', 00:00 to 23:59 */
                                end: string;
                                /** @description 'HH:MM', 00:00 to 23:59 */
                                start: string;
                            }[];
                        } | "always" | null;
                        /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                        translations?: {
                            [key: string]: {
                                description?: string;
                                /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                reviewed?: boolean;
                            };
                        };
                    }[];
                    /** @description Only the given variants change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
                    variants?: {
                        /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                        enabled?: boolean | null;
                        /** @description Required. The template's price: at most two decimals; null, or the base value, follows the base menu */
                        price: number | null;
                        variant_id: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateSummary"];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cloneTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateSummary"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdvertisingInTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["MarketingInTemplate"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveAdvertisingInTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description One item per template, each template at most once (else 400); a missing or foreign template or item: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                    description?: string | null;
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    template_id: number;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["MarketingInTemplate"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProductInTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["ProductInTemplate"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveProductInTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description One item per template, each template at most once (else 400); a missing or foreign template or item: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    /** @description Required. The template's price: at most two decimals; null, or the base value, follows the base menu */
                    price: number | null;
                    template_id: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["ProductInTemplate"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPromotionInTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["MarketingInTemplate"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    savePromotionInTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description One item per template, each template at most once (else 400); a missing or foreign template or item: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                    description?: string | null;
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    template_id: number;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["MarketingInTemplate"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateSummary"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only the given advertisements change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
                    advertising?: {
                        advertising_id: number;
                        /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                        description?: string | null;
                        /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                        enabled?: boolean | null;
                        /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                        translations?: {
                            [key: string]: {
                                description?: string;
                                /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                reviewed?: boolean;
                            };
                        };
                    }[];
                    /** Format: line */
                    name?: string;
                    /** @description Only the given products change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
                    products?: {
                        /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                        enabled?: boolean | null;
                        /** @description Required. The template's price: at most two decimals; null, or the base value, follows the base menu */
                        price: number | null;
                        product_id: number;
                        /** @description The template's own schedule in its branches; 'always': no schedule there; null: como el menú; absent: unchanged */
                        schedule?: {
                            /** @description 0 = domingo … 6 = sábado; at least one */
                            days: number[];
                            /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                            ranges: {
                                /** @description 'HH:MM', 00:00 to 23:59 */
                                end: string;
                                /** @description 'HH:MM', 00:00 to 23:59 */
                                start: string;
                            }[];
                        } | "always" | null;
                    }[];
                    /** @description Only the given promotions change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
                    promotions?: {
                        /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                        description?: string | null;
                        /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                        enabled?: boolean | null;
                        promotion_id: number;
                        /** @description The template's own schedule in its branches; 'always': no schedule there; null: como el menú; absent: unchanged */
                        schedule?: {
                            /** @description 0 = domingo … 6 = sábado; at least one */
                            days: number[];
                            /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                            ranges: {
                                /** @description 'HH:MM', 00:00 to 23:59 */
                                end: string;
                                /** @description 'HH:MM', 00:00 to 23:59 */
                                start: string;
                            }[];
                        } | "always" | null;
                        /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                        translations?: {
                            [key: string]: {
                                description?: string;
                                /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                                reviewed?: boolean;
                            };
                        };
                    }[];
                    /** @description Only the given variants change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
                    variants?: {
                        /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                        enabled?: boolean | null;
                        /** @description Required. The template's price: at most two decimals; null, or the base value, follows the base menu */
                        price: number | null;
                        variant_id: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateSummary"];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                            /** @description Branches that used it (their template_id is now null) */
                            sucursales_affected: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTemplateAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateAdvertising"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveTemplateAdvertising: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the given advertisements change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    advertising_id: number;
                    /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                    description?: string | null;
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateAdvertising"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTemplateVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateVariant"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveTemplateVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the given variants change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    /** @description Required. The template's price: at most two decimals; null, or the base value, follows the base menu */
                    price: number | null;
                    variant_id: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateVariant"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTemplateProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateProduct"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveTemplateProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the given products change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    /** @description Required. The template's price: at most two decimals; null, or the base value, follows the base menu */
                    price: number | null;
                    product_id: number;
                    /** @description The template's own schedule in its branches; 'always': no schedule there; null: como el menú; absent: unchanged */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | "always" | null;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplateProduct"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTemplatePromotions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplatePromotion"][];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is still current (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveTemplatePromotions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Only the given promotions change, each at most once (else 400). A missing or foreign id: 404 and nothing changes */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The template's description (may span lines); blank, null, or the base value, follows the base menu; absent: unchanged */
                    description?: string | null;
                    /** @description Activo in this template; null, or the base value, follows the base menu; absent: unchanged */
                    enabled?: boolean | null;
                    promotion_id: number;
                    /** @description The template's own schedule in its branches; 'always': no schedule there; null: como el menú; absent: unchanged */
                    schedule?: {
                        /** @description 0 = domingo … 6 = sábado; at least one */
                        days: number[];
                        /** @description At least one; an end not after its start crosses midnight and belongs to the day it starts (20:00–02:00) */
                        ranges: {
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            end: string;
                            /** @description 'HH:MM', 00:00 to 23:59 */
                            start: string;
                        }[];
                    } | "always" | null;
                    /** @description Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs */
                    translations?: {
                        [key: string]: {
                            description?: string;
                            /** @description false: filled by a machine, 'Sin revisar' until the owner reads it */
                            reviewed?: boolean;
                        };
                    };
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: components["schemas"]["TemplatePromotion"][];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, BRANCH_NOT_ASSIGNED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTranslations: {
        parameters: {
            query?: {
                /** @description One of the account's languages besides Spanish */
                lang?: string;
                /** @description untranslated: texts without a translation in `lang` (without lang: in any language); unreviewed: texts with a machine translation not yet reviewed (in `lang` if given) */
                status?: "untranslated" | "unreviewed";
                kind?: "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "combo_step" | "combo_item";
                /** @description The text or a translation contains (case- and accent-insensitive) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description In menu order: families, their categories and products (unclassified last; a combo's step names and named options right after it), variant groups and their variants, tags, promotions, advertising */
                            items: components["schemas"]["TranslationItem"][];
                            /** @description The account's languages besides Spanish, with their progress */
                            languages: components["schemas"]["TranslationLanguage"][];
                            /** @description The Spanish texts written identically more than once (every filter aside): they share a translation unless one has its own */
                            same: components["schemas"]["SameTexts"][];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** @description 'Aplicar a los N textos iguales': the text is set on every text of the menu written identically in Spanish (in this language), own translations included; default false: this text only */
                        applyToSame?: boolean;
                        /**
                         * @description family/category/promotion/advertising: name, description; product: name, description, portion; variant_group/tag/combo_step/combo_item: name; variant: name, portion
                         * @enum {unknown}
                         */
                        field: "name" | "description" | "portion";
                        id: number;
                        /** @enum {unknown} */
                        kind: "family" | "category" | "product" | "variant_group" | "variant" | "tag" | "promotion" | "advertising" | "combo_step" | "combo_item";
                        /** @description One of the account's languages besides Spanish */
                        lang: string;
                        /** @description combo_step/combo_item only: 'steps.1' (the 2nd step) or 'steps.1.items.2' (its 3rd option), 'days.2026-12-07.steps.1' in a menu of the day's steps of that date; `id` is the combo's (required for them) */
                        path?: string;
                        /** @description Default true: the owner wrote or read it */
                        reviewed?: boolean;
                        /** @description '' removes the text */
                        text: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description Texts saved */
                            updated: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fillTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description One of the account's languages besides Spanish */
                    lang: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** @description Texts filled in */
                            filled: number;
                            /** @description A machine-translation provider is configured: the texts the glossary did not fill were sent to it */
                            machine: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, SCOPE_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TRANSLATION_PROVIDER_FAILED */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            /** Format: date-time */
                            created: string;
                            enabled: boolean;
                            events: ("menu.changed" | "product.sold_out" | "product.available" | "price.changed" | "scheduled_change.applied")[];
                            id: number;
                            last_delivery: {
                                /** Format: date-time */
                                created: string;
                                response_status: number | null;
                                /** @enum {unknown} */
                                state: "pending" | "delivered" | "failed";
                            } | null;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description menu.changed, product.sold_out, product.available, price.changed, scheduled_change.applied */
                    events: ("menu.changed" | "product.sold_out" | "product.available" | "price.changed" | "scheduled_change.applied")[];
                    /** @description Where events are POSTed: a public https URL (private, loopback and link-local addresses are refused: 400 WEBHOOK_URL_FORBIDDEN) */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                            /** @description whsec_…: signs every delivery (X-Menu-Signature). Shown only here */
                            secret: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, WEBHOOK_URL_FORBIDDEN */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    /** @description menu.changed, product.sold_out, product.available, price.changed, scheduled_change.applied */
                    events?: ("menu.changed" | "product.sold_out" | "product.available" | "price.changed" | "scheduled_change.applied")[];
                    /** @description Where events are POSTed: a public https URL (private, loopback and link-local addresses are refused: 400 WEBHOOK_URL_FORBIDDEN) */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, WEBHOOK_URL_FORBIDDEN, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            attempts: number;
                            /** Format: date-time */
                            created: string;
                            delivered: string | null;
                            /** @enum {unknown} */
                            event: "menu.changed" | "product.sold_out" | "product.available" | "price.changed" | "scheduled_change.applied";
                            id: number;
                            last_error: string | null;
                            /** @description While pending: when it is sent next */
                            next_attempt: string | null;
                            /** @description The receiver's last HTTP status */
                            response_status: number | null;
                            /** @enum {unknown} */
                            state: "pending" | "delivered" | "failed";
                        }[];
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            id: number;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOKEN_EXPIRED, WRONG_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description SCOPE_REQUIRED, ROLE_FORBIDDEN, TOTP_SETUP_REQUIRED, API_KEY_READ_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description RESOURCE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description WEBHOOK_DELIVERY_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description URI_TOO_LONG */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
