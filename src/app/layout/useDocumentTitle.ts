import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useBrandTexts } from '../../platform/brand/brandTexts';
import { useCurrentRoute } from './PageHeader';

/** §1: the document title is `<page title> - <brand title>`, both in the session's language. */
export function useDocumentTitle(fallbackKey?: string) {
  const translate = useTranslate();
  const route = useCurrentRoute();
  const page = route ? translate(route.label) : fallbackKey ? translate(fallbackKey) : '';
  const brand = useBrandTexts().title;
  useEffect(() => {
    document.title = page ? `${page} - ${brand}` : brand;
  }, [page, brand]);
}
