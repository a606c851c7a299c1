/**
 * What a registration tells the products that care about new users (the referral programme's
 * attribution), without the accounts plugin knowing them: accounts asks every hook to `check` the
 * code the request carried before it creates the user (a hook refuses by throwing), and reports
 * the user once the row is committed.
 */
export interface Registration {
  readonly userId: number;
  /** The invite or campaign code the registration request carried (spec §3, §9), if any. */
  readonly inviteCode: string | undefined;
  readonly at: Date;
}

export interface RegistrationHook {
  check(inviteCode: string): Promise<void>;
  registered(registration: Registration): Promise<void>;
}

export class RegistrationHooks {
  private readonly hooks: RegistrationHook[] = [];

  add(hook: RegistrationHook): void {
    this.hooks.push(hook);
  }

  async check(inviteCode: string | undefined): Promise<void> {
    if (inviteCode === undefined || inviteCode === '') return;
    for (const hook of this.hooks) await hook.check(inviteCode);
  }

  async registered(registration: Registration): Promise<void> {
    for (const hook of this.hooks) await hook.registered(registration);
  }
}
