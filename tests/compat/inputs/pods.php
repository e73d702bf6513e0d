<?php
/**
 * Golden inputs for Pods: what pods()->save() is given for each field.
 *
 * @package SeedPress
 */

declare(strict_types=1);

require_once dirname( __DIR__ ) . '/sample-texts.php';

return static fn( array $r ): array => seedpress_compat_sample_texts() + array(
	'price'           => '129.50',
	'guests'          => 4,
	'birth_date'      => '1987-04-12',
	'event_start'     => '2026-06-15 19:30:00',
	'opening_time'    => '09:30:00',
	'brand_color'     => '#1e73be',
	'is_featured'     => 1,
	'size'            => 'm',
	'amenities'       => array( 'wifi', 'pool' ),
	'rating'          => '5',
	'cover_image'     => $r['image_1'],
	'photo_gallery'   => array( $r['image_1'], $r['image_2'], $r['image_3'] ),
	'brochure'        => $r['file_1'],
	'flyer'           => $r['image_2'],
	'audio_guide'     => array( $r['audio_1'] ),
	'intro_video'     => $r['video_1'],
	'reading_notes'   => $r['text_1'],
	'price_sheet'     => $r['csv_1'],
	'trailer'         => $r['mov_1'],
	'phones'          => array( '+44 20 7946 0018', '+1 202 555 0143' ),
	'main_book'       => $r['book_3'],
	'related_books'   => array( $r['book_1'], $r['book_2'] ),
	'genres'          => array( $r['term_fiction'], $r['term_history'] ),
	'account_manager' => $r['user_editor'],
	'video_url'       => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	'year'            => 2019,
	'price_band'      => 350,
	'parcel_weight'   => '3',
	'review_rating'   => 4.5,
	'country'         => 'atlantis',
	'city'            => 'gotham',
	'cities'          => array( 'eldorado', '42' ),
	'closing_time'    => '2026-06-30',
	'date'            => '18:45:00',
	'about'           => 'Two bedrooms above the old port, breakfast on the terrace.',
	'venue_name'      => 'Harbour hall',
	'capacity'        => 120,
	'booking_email'   => 'bookings@example.com',
	'seating'         => 'tables',
);
