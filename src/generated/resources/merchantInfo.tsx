// generated — do not edit; edit schemas/merchantInfo.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import { CanAccess, Edit, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import * as yup from 'yup';
import { ImageUploadInput } from '../../kit/fields';
import { FormDraft } from '../../kit/resources/FormDraft';
import { KEEP_TYPED_INPUT } from '../../kit/resources/formOptions';
import { SINGLETON_ID } from '../../kit/resources/singleton';
import { validationMessage as m } from '../../kit/resources/validationMessage';

/** Form page rules, from the schema's constraints. */
export const formSchema = yup.object({
  shop_name: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).required(m('ra.validation.required')),
  logo: yup.string().nullable(),
  contact_name: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).required(m('ra.validation.required')),
  contact_tel: yup.string().matches(new RegExp('^1[3-9]\\d{9}$'), { message: m('resources.merchantInfo.patterns.contact_tel'), excludeEmptyString: true }).required(m('ra.validation.required')),
  service_tel: yup.string().max(20, m('ra.validation.maxLength', { max: 20 })).nullable(),
  service_hours: yup.string().max(30, m('ra.validation.maxLength', { max: 30 })).nullable(),
  city: yup.string().nullable(),
  address: yup.string().max(80, m('ra.validation.maxLength', { max: 80 })).nullable(),
  notice: yup.string().max(200, m('ra.validation.maxLength', { max: 200 })).nullable(),
});

export function MerchantInfoForm() {
  return (
    <Edit id={SINGLETON_ID} mutationMode="pessimistic" redirect={false} actions={false} title="resources.merchantInfo.title" disableAuthentication>
      <SimpleForm
        resolver={yupResolver(formSchema)}
        resetOptions={KEEP_TYPED_INPUT}
        toolbar={
          <Toolbar>
            <CanAccess action="edit"><SaveButton /></CanAccess>
          </Toolbar>
        }
      >
        <TextInput source="shop_name" isRequired />
        <ImageUploadInput source="logo" accept={['image/png', 'image/jpeg', 'image/webp']} maxSize={1048576} />
        <TextInput source="contact_name" isRequired />
        <TextInput source="contact_tel" type="tel" isRequired />
        <TextInput source="service_tel" />
        <TextInput source="service_hours" />
        <TextInput source="city" />
        <TextInput source="address" />
        <TextInput source="notice" multiline minRows={3} />
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
