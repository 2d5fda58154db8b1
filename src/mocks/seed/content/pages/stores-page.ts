import { bi, localized } from '../bilingual';
import { corporateContent, imageGallery } from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';

export const storesPage = corporatePage({
  slug: 'stores-page',
  title: bi('Βρείτε τα καταστήματά μας', 'Find our stores'),
  subtitle: bi('Πάντα κοντά σας', 'Always close to you'),
  blocks: [
    corporateContent('stores-page/intro', {
      title: bi('Το κοντινότερο κατάστημα', 'Your nearest store'),
      image: imageAsset('stores-map'),
      description: bi(
        '<p>Αναζητήστε κατάστημα με όνομα, περιοχή ή οδό και δείτε το ωράριο κάθε ημέρας. Αν μας επιτρέψετε να δούμε την τοποθεσία σας, ταξινομούμε τα καταστήματα από το πιο κοντινό.</p>' +
          '<p>Σε επιλεγμένα καταστήματα θα βρείτε θέσεις φόρτισης ηλεκτρικών αυτοκινήτων και σημείο παραλαβής ηλεκτρονικών παραγγελιών.</p>',
        '<p>Search for a store by name, area or street and see its opening hours for each day. If you let us see your location, we sort the stores from the nearest one.</p>' +
          '<p>Selected stores have electric-vehicle charging spots and a pickup point for online orders.</p>',
      ),
      buttontext: bi('Αναζήτηση καταστήματος', 'Search for a store'),
      redirection_link: localized('/corporate/stores/'),
    }),
    imageGallery('stores-page/gallery', {
      title: null,
      images: [
        imageAsset('gallery-store-front'),
        imageAsset('gallery-ev-charging'),
        imageAsset('gallery-pickup-point'),
      ],
    }),
  ],
});
