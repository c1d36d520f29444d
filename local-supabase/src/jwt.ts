// HS256 JWTs with the demo secret, as `supabase start` issues them.
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export type Claims = JWTPayload & { role?: string; sub?: string; session_id?: string; [k: string]: unknown };

export function makeJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: Claims) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key),
    /** The verified claims, or null for a forged, malformed or expired token. */
    async verify(token: string | null | undefined): Promise<Claims | null> {
      if (!token) return null;
      try {
        return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload as Claims;
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof makeJwt>;
