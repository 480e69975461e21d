import * as contracts from '@fertilia/contracts';
import { ROLES, hasPermission, type Access, type EndpointSpec, type Role } from '@fertilia/contracts';

/*
 * Every endpoint the contracts declare, and who may call it, for the suites generated from the declarations
 * (access-matrix.test.ts, fuzz.test.ts). A new endpoint is in them the moment it is declared.
 */

const isEndpoint = (value: unknown): value is EndpointSpec =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointSpec).method === 'string' &&
  typeof (value as EndpointSpec).path === 'string' &&
  typeof (value as EndpointSpec).access === 'object';

export type DeclaredEndpoint = { name: string; endpoint: EndpointSpec };

/** `<area>Api.<call>` for every declared endpoint, in a stable order. */
export const DECLARED_ENDPOINTS: DeclaredEndpoint[] = Object.entries(contracts)
  .filter(([name, group]) => name.endsWith('Api') && typeof group === 'object' && group !== null)
  .flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, unknown>)
      .filter((entry): entry is [string, EndpointSpec] => isEndpoint(entry[1]))
      .map(([call, endpoint]) => ({ name: `${group}.${call}`, endpoint })),
  )
  .sort((a, b) => a.name.localeCompare(b.name));

/** Who calls: nobody signed in, a member who has not confirmed her address, or a confirmed member of a role. */
export type Caller = { kind: 'anonymous' } | { kind: 'unconfirmed' } | { kind: 'role'; role: Role };
export const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'unconfirmed' },
  ...ROLES.map((role) => ({ kind: 'role', role }) as const),
];
export const callerName = (caller: Caller) => (caller.kind === 'role' ? caller.role : caller.kind);

/**
 * What the access rule of spec + ADR 006 lets `caller` do: 'allowed', or the status the guard answers.
 * Written from the rule's meaning, independently of plugins/auth.ts, so the two are checked against each other.
 */
export function expectedAccess(rule: Access, caller: Caller): 'allowed' | 401 | 403 {
  const open =
    rule.kind === 'public' || rule.kind === 'identified' || (rule.kind === 'permission' && rule.onlyWhen);
  if (open) return 'allowed';
  if (caller.kind === 'anonymous') return 401;
  if (rule.kind === 'signedIn') return 'allowed';
  if (caller.kind === 'unconfirmed') return 403;
  switch (rule.kind) {
    case 'member':
    case 'owner':
      return 'allowed';
    case 'roles':
      return rule.roles.includes(caller.role) ? 'allowed' : 403;
    case 'permission':
      return hasPermission(caller.role, rule.permission) ? 'allowed' : 403;
  }
}

/** A caller the rule admits (the least privileged one), for calls that must get past the guard. */
export function admittedCaller(rule: Access): Caller {
  const admitted = CALLERS.find((caller) => expectedAccess(rule, caller) === 'allowed');
  if (!admitted) throw new Error(`no caller may call ${JSON.stringify(rule)}`);
  return admitted;
}

/** The path with every parameter filled: ids with `id`, other parameters with `text`. */
export function samplePath(endpoint: EndpointSpec, values: { id?: string; text?: string } = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    /id$/i.test(name) ? (values.id ?? '1') : (values.text ?? 'sample'),
  );
}
