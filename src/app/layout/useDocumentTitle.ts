import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { currentBrand } from '../../brand/currentBrand';
import { useCurrentRoute } from './PageHeader';

/** §1: the document title is `<page title> - <brand title>`. */
export function useDocumentTitle(fallbackKey?: string) {
  const translate = useTranslate();
  const route = useCurrentRoute();
  const page = route ? translate(route.label) : fallbackKey ? translate(fallbackKey) : '';
  useEffect(() => {
    const brand = currentBrand().title;
    document.title = page ? `${page} - ${brand}` : brand;
  }, [page]);
}
