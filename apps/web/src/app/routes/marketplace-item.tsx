import { Text } from '@mantine/core';
import type { TProduct, TProductComment } from '@sverka/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContactSellerButton } from '../../features/chat/components/write-buttons.tsx';
import { catalogueKeys } from '../../features/marketplace/api/catalogue.ts';
import { useMySellers } from '../../features/marketplace/api/my-products.ts';
import { MarketplaceItemPage } from '../../features/marketplace/product/product-page.tsx';
import { AddToBasketButton } from '../../features/orders/add-to-basket/add-to-basket-button.tsx';
import { SellerReply } from '../../features/orders/reviews/seller-reply.tsx';
import { useUser } from '../../lib/auth.ts';

/**
 * `/marketplace/{id}`: the marketplace's product page with the basket's «Добавить в корзину» in its
 * `buySlot` and the chat's «Написать продавцу» in its `contactSlot`. The seller's own product gets neither
 * (spec: nobody buys from or writes to themselves); instead its seller may answer each review once
 * (`reviewReplySlot`).
 */
export function MarketplaceItemRoute() {
  return (
    <MarketplaceItemPage
      buySlot={(product) => <BuySlot product={product} />}
      contactSlot={(product) => <ContactSlot product={product} />}
      reviewReplySlot={(product, review) => <ReplySlot product={product} review={review} />}
    />
  );
}

/** True once the viewer's sellers are known and include the product's; false while they load. */
function useIsOwnProduct(product: TProduct): boolean | undefined {
  const { user } = useUser();
  const sellers = useMySellers(user?.id ?? null);
  if (!user) return false;
  if (sellers.isPending) return undefined;
  return sellers.data?.some((seller) => seller.id === product.company) ?? false;
}

function ReplySlot({ product, review }: { product: TProduct; review: TProductComment }) {
  const queryClient = useQueryClient();
  if (useIsOwnProduct(product) !== true) return null;
  return (
    <SellerReply
      productId={product.id}
      reviewId={review.id}
      onReplied={() => queryClient.invalidateQueries({ queryKey: catalogueKeys.product(true, product.id) })}
    />
  );
}

/** A seller with nobody on the site to take an order (the demo's sellers) gets a note instead of the button. */
function BuySlot({ product }: { product: TProduct }) {
  const { t } = useTranslation();
  if (useIsOwnProduct(product) !== false) return null;
  if (!product.seller_takes_orders) {
    return (
      <Text size="sm" c="dimmed" data-testid="seller-away">
        {t('marketplace.product.sellerAway')}
      </Text>
    );
  }
  return <AddToBasketButton product={product} />;
}

/** A visitor sees the button too: it asks them to sign in first. */
function ContactSlot({ product }: { product: TProduct }) {
  if (useIsOwnProduct(product) !== false || !product.seller_takes_orders) return null;
  return <ContactSellerButton productId={product.id} />;
}
