// generated — do not edit; edit schemas/alipayService.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import { CanAccess, Edit, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import * as yup from 'yup';
import { SwitchInput } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { FormDraft } from '../../kit/resources/FormDraft';
import { KEEP_TYPED_INPUT } from '../../kit/resources/formOptions';
import { SINGLETON_ID } from '../../kit/resources/singleton';
import { validationMessage as m } from '../../kit/resources/validationMessage';

/** Options of the enum fields, labels as i18n keys. */
export const choices = { service_enabled: [{ id: 1, name: 'ra.boolean.true' }, { id: 0, name: 'ra.boolean.false' }] } satisfies Record<string, readonly Choice[]>;

/** Form page rules, from the schema's constraints. */
export const formSchema = yup.object({
  alipay_app_id: yup.string().matches(new RegExp('^20\\d{14}$'), { message: m('resources.alipayService.patterns.alipay_app_id'), excludeEmptyString: true }).required(m('ra.validation.required')),
  life_account: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).nullable(),
  service_tel: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).nullable(),
  service_enabled: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).nullable(),
  auto_reply: yup.string().max(200, m('ra.validation.maxLength', { max: 200 })).nullable(),
});

export function AlipayServiceForm() {
  return (
    <Edit id={SINGLETON_ID} mutationMode="pessimistic" redirect={false} actions={false} title="resources.alipayService.title" disableAuthentication>
      <SimpleForm
        resolver={yupResolver(formSchema)}
        resetOptions={KEEP_TYPED_INPUT}
        toolbar={
          <Toolbar>
            <CanAccess action="edit"><SaveButton /></CanAccess>
          </Toolbar>
        }
      >
        <TextInput source="alipay_app_id" isRequired />
        <TextInput source="life_account" />
        <TextInput source="service_tel" />
        <SwitchInput source="service_enabled" numeric />
        <TextInput source="auto_reply" multiline minRows={3} />
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
