import { type ApplicationKindKey, applicationKindName, type IdentityRequirement } from '@cityip/contracts';

/** A kind's name in the UI language. */
export function kindName(kind: ApplicationKindKey, language: string): string {
  return applicationKindName(kind, language === 'en-US' ? 'en-US' : 'zh-CN');
}

/** Message key of who may apply for a kind, by the authentication it needs. */
export function whoMayApplyKey(identity: IdentityRequirement): string {
  return `applications.who.${identity}`;
}

/** Where an applicant goes to (re)submit the authentication a kind needs, by their account role. */
export function authenticationHref(identity: IdentityRequirement, role: string): string {
  return identity === 'company' || role === 'user' ? '/companyAuth' : '/personAuth';
}
