// Account numbers (eim-user/accountnumber): an account's name is its tenant's one only. The check
// the account form asks before saving (accountnumber/check: true when free), and the saves that
// refuse a name another account of the tenant has (账号已存在), so two forms racing past the check
// still cannot both keep it.
import { badRequest, r } from '../../wire.ts';
import { submit } from '../submit.ts';
import type { Call, Handler } from '../../call.ts';
import { bodyRow, fieldText, heldByAnother, required, resourceNamed } from '../common.ts';

const ACCOUNTS = 'eim-user/accountnumber';
const ACCOUNT_TAKEN = '账号已存在';

/** The caller's tenant's account holding `name`, other than the record `except`. */
const holder = (c: Call, name: string, except?: string) =>
  heldByAnother(c, resourceNamed(c, ACCOUNTS), (a) => fieldText(a.account) === name, except);

const check: Handler = (c) => {
  return r(!holder(c, required(c, 'account').trim()));
};

/** submit (mustExist false) or update: refused when another account of the tenant has the name. */
const save =
  (mustExist: boolean): Handler =>
  (c) => {
    const body = bodyRow(c);
    const name = fieldText(body.account).trim();
    if (name && holder(c, name, body.id ? String(body.id) : undefined)) throw badRequest(ACCOUNT_TAKEN);
    return submit(c, resourceNamed(c, ACCOUNTS), mustExist);
  };

export const accountSpecials: Record<string, Handler> = {
  'POST /eim-user/accountnumber/check': check,
  'POST /eim-user/accountnumber/submit': save(false),
  'POST /eim-user/accountnumber/update': save(true),
};
