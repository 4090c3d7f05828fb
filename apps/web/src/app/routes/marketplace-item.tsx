import type { TProduct } from '@sverka/shared';
import { useMySellers } from '../../features/marketplace/api/my-products.ts';
import { MarketplaceItemPage } from '../../features/marketplace/product/product-page.tsx';
import { AddToBasketButton } from '../../features/orders/add-to-basket/add-to-basket-button.tsx';
import { useUser } from '../../lib/auth.ts';

/**
 * `/marketplace/{id}`: the marketplace's product page with the basket's «Добавить в корзину» in its
 * `buySlot`. The seller's own product gets no button (spec: nobody buys from themselves).
 */
export function MarketplaceItemRoute() {
  return <MarketplaceItemPage buySlot={(product) => <BuySlot product={product} />} />;
}

function BuySlot({ product }: { product: TProduct }) {
  const { user } = useUser();
  const sellers = useMySellers(user?.id ?? null);
  if (user && (sellers.isPending || sellers.data?.some((seller) => seller.id === product.company))) return null;
  return <AddToBasketButton product={product} />;
}
