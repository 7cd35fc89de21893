import { Button, Card, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { categoriesQuery, type Category } from '../../api/queries/categories';
import { useApi } from '../../app/api-context';
import { useLocale, useT } from '../../i18n';
import { ProductImage } from '../../ui/product-image';
import { categoryName } from '../catalogue/product-name';
import classes from './home.module.css';

/** How many categories the default home offers; the rest are a click away in the catalogue. */
export const ENTRY_CATEGORIES = 8;

/** The categories the default home offers: the top of the tree, those with products, in the catalogue's order. */
export function entryCategories(tree: readonly Category[], limit = ENTRY_CATEGORIES): Category[] {
  return tree.filter((category) => category.items > 0).slice(0, limit);
}

/**
 * The home page of a program whose home has no sections [home-and-layout 1]: a welcome with the
 * way into the catalogue, and its top categories, so a new program is never a dead end.
 */
export function CatalogueEntry({ programName }: { programName: string }) {
  const t = useT('shop');
  const common = useT('common');
  const { locale } = useLocale();
  const { data: tree = [] } = useQuery(categoriesQuery(useApi()));
  const categories = entryCategories(tree);
  // Pictures only when the catalogue has some: a row of placeholders would say nothing.
  const pictures = categories.some((category) => category.image);
  const headingId = useId();
  return (
    <Stack gap={40}>
      <Paper component="section" withBorder radius="md" bg="gray.0" className={classes.entry}>
        <Stack align="center" gap="md">
          <Title order={1} ta="center">
            {common('welcome', { name: programName })}
          </Title>
          <Text size="lg" ta="center" maw={560}>
            {t('entry.lead')}
          </Text>
          <Button size="lg" renderRoot={(props) => <Link to="/shop" {...props} />}>
            {t('entry.browse')}
          </Button>
        </Stack>
      </Paper>
      {categories.length > 0 ? (
        <Stack component="section" aria-labelledby={headingId} gap="md">
          <Title order={2} id={headingId}>
            {t('entry.categories')}
          </Title>
          <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 4 }} className={classes.entryList}>
            {categories.map((category) => (
              <li key={category.id}>
                <Card
                  renderRoot={(props) => <Link to="/shop/catalog/$categorySlug" params={{ categorySlug: category.slug }} {...props} />}
                  withBorder
                  radius="md"
                  padding="md"
                  className={classes.entryCategory}
                >
                  {pictures ? (
                    <Card.Section mb="sm">
                      <ProductImage src={category.image} alt="" width={400} height={300} />
                    </Card.Section>
                  ) : null}
                  <Text fw={600}>{categoryName(category, locale)}</Text>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
