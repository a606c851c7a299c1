import type { SecondFactorMethod } from '@tideline/protocol/accounts/verification-method';
import type { User } from '../../db/schema.ts';
import type { ServerMessageKey } from '../../i18n/index.ts';
import { ResultCode, type ResultCodeValue } from '../../platform/result-codes.ts';
import { factorTarget, mobileTarget, secondFactorMethod } from '../accounts/index.ts';

/** A factor to prove: an authenticator code against its secret, or a code sent to an address. */
export type FactorProof =
  | { kind: 'google'; secret: string }
  | { kind: 'code'; channel: 'email' | 'mobile'; target: string; scene: 'security' | 'bind' };

/** An address the account does not have yet, which the new method brings (already normalised). */
export interface NewAddress {
  email?: string | undefined;
  areaCode?: string | undefined;
  mobile?: string | undefined;
}

export type MethodChangePlan =
  | { kind: 'refused'; code: ResultCodeValue; messageKey: ServerMessageKey }
  | {
      kind: 'proceed';
      /** The factor in force, proved as it is proved today. */
      current: FactorProof;
      /** The new factor: a prepared authenticator, the account's own address, or a new one. */
      next: FactorProof;
      newAddress: { email: string } | { areaCode: string; mobile: string } | undefined;
    };

type PlanUser = Pick<
  User,
  'totp_enabled' | 'totp_secret' | 'second_factor' | 'email' | 'mobile' | 'area_code'
>;

const refused = (code: ResultCodeValue, messageKey: ServerMessageKey): MethodChangePlan => ({
  kind: 'refused',
  code,
  messageKey,
});

/** The account's own address of a kind: its code is of scene `security`, as a withdrawal's is. */
function ownAddress(user: PlanUser, channel: 'email' | 'mobile'): FactorProof {
  return { kind: 'code', channel, target: factorTarget(user, channel), scene: 'security' };
}

/**
 * What changing to `method` needs proved, or why it cannot be done. Pure: the route proves the
 * factors and writes the result. A new authenticator must have been prepared (its secret issued
 * and not yet enabled); a new address is proved with a code of scene `bind` sent to it.
 */
export function planMethodChange(
  user: PlanUser,
  method: SecondFactorMethod,
  address: NewAddress,
): MethodChangePlan {
  const current = secondFactorMethod(user);
  if (method === current) return refused(ResultCode.verificationMethod, 'account.verificationUnchanged');
  const currentProof: FactorProof =
    current === 'google' && user.totp_secret
      ? { kind: 'google', secret: user.totp_secret }
      : ownAddress(user, current === 'mobile' ? 'mobile' : 'email');
  if (method === 'google') {
    if (!user.totp_secret) return refused(ResultCode.googleState, 'account.googleNotPrepared');
    return {
      kind: 'proceed',
      current: currentProof,
      next: { kind: 'google', secret: user.totp_secret },
      newAddress: undefined,
    };
  }
  if (method === 'email') {
    if (user.email)
      return {
        kind: 'proceed',
        current: currentProof,
        next: ownAddress(user, 'email'),
        newAddress: undefined,
      };
    if (!address.email) return refused(ResultCode.verificationMethod, 'account.verificationAddressNeeded');
    return {
      kind: 'proceed',
      current: currentProof,
      next: { kind: 'code', channel: 'email', target: address.email, scene: 'bind' },
      newAddress: { email: address.email },
    };
  }
  if (user.mobile && user.area_code) {
    return {
      kind: 'proceed',
      current: currentProof,
      next: ownAddress(user, 'mobile'),
      newAddress: undefined,
    };
  }
  if (!address.areaCode || !address.mobile) {
    return refused(ResultCode.verificationMethod, 'account.verificationAddressNeeded');
  }
  return {
    kind: 'proceed',
    current: currentProof,
    next: {
      kind: 'code',
      channel: 'mobile',
      target: mobileTarget(address.areaCode, address.mobile),
      scene: 'bind',
    },
    newAddress: { areaCode: address.areaCode, mobile: address.mobile },
  };
}
