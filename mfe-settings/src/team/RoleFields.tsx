import { MESSAGES, rules } from '@menu/shared';
import { useBranches } from '@menu/shared/data';
import { ROLES, roleOf } from '@menu/shared/roles';
import { antdRules } from '@menu/shared/ui';
import { Form, Select } from '@menu/shared/antd/editor';
import type { InvitedRole } from './api';

/** The roles a person can be given: every role but the owner's (an account has one, its creator). */
export const INVITED_ROLES = ROLES.filter((role) => role.key !== 'owner');

/** At least one branch (an empty list is not blank to the shared `required`). */
const someBranch = (value: unknown) => (Array.isArray(value) && value.length > 0 ? null : MESSAGES.required);

/** Whether the role works only on the branches assigned to the person (Gerente de sucursal, Personal). */
export const boundToBranches = (role: string | undefined) => Boolean(role && roleOf(role)?.branches);

export interface RoleValues {
  role?: InvitedRole;
  branch_ids?: number[];
}

/** What the form sends: branches only for the roles bound to them (the others work on every branch). */
export const roleBody = (values: RoleValues) => ({
  role: values.role as InvitedRole,
  branch_ids: boundToBranches(values.role) ? (values.branch_ids ?? []) : [],
});

/**
 * Rol (each with its description, the one declared in shared/roles.json) and Sucursales, asked
 * only for the roles bound to branches and then required. Inside an antd Form with these names.
 */
export function RoleFields({ idPrefix }: { idPrefix: string }) {
  const form = Form.useFormInstance<RoleValues>();
  const role = Form.useWatch('role', form);
  const branches = useBranches();
  const description = role ? roleOf(role)?.description : undefined;
  return (
    <>
      <Form.Item
        label="Rol"
        name="role"
        htmlFor={`${idPrefix}-role`}
        rules={antdRules(rules.required)}
        extra={description}
      >
        <Select
          id={`${idPrefix}-role`}
          placeholder="Selecciona un rol"
          virtual={false}
          options={INVITED_ROLES.map((r) => ({
            value: r.key,
            label: r.label,
            title: r.label,
            description: r.description,
          }))}
          optionRender={(option) => (
            <div style={{ whiteSpace: 'normal' }}>
              <div>{option.data.label}</div>
              <div style={{ color: '#6d6d80', fontSize: 12 }}>{option.data.description}</div>
            </div>
          )}
        />
      </Form.Item>
      {boundToBranches(role) && (
        <Form.Item
          label="Sucursales"
          name="branch_ids"
          htmlFor={`${idPrefix}-branches`}
          rules={antdRules(someBranch)}
          extra="Solo verá y cambiará lo de estas sucursales."
        >
          <Select
            id={`${idPrefix}-branches`}
            mode="multiple"
            placeholder="Selecciona sus sucursales"
            virtual={false}
            loading={branches.isPending}
            optionFilterProp="label"
            options={(branches.data ?? []).map((branch) => ({
              value: branch.id,
              label: branch.name,
              title: branch.name,
            }))}
          />
        </Form.Item>
      )}
    </>
  );
}
