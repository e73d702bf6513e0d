<?php
/**
 * Golden inputs for CMB2: the data CMB2's own form posts, given to $cmb->save_fields() (file
 * fields post the URL plus "<id>_id", file_list posts id => URL, checkboxes post "on").
 *
 * @package SeedPress
 */

declare(strict_types=1);

require_once dirname( __DIR__ ) . '/sample-texts.php';

return static fn( array $r ): array => seedpress_compat_sample_texts() + array(
	'price'          => '129.50',
	'guests'         => '4',
	'birth_date'     => '1987-04-12',
	'event_start'    => array( 'date' => '06/15/2026', 'time' => '7:30 PM' ),
	'deadline'       => '09/30/2026',
	'opening_time'   => '09:30',
	'brand_color'    => '#1e73be',
	'is_featured'    => 'on',
	'size'           => 'm',
	'amenities'      => array( 'wifi', 'pool' ),
	'rating'         => '5',
	'cover_image'    => wp_get_attachment_url( $r['image_1'] ),
	'cover_image_id' => $r['image_1'],
	'poster'         => wp_get_attachment_url( $r['file_1'] ),
	'poster_id'      => $r['file_1'],
	'teaser'         => wp_get_attachment_url( $r['video_1'] ),
	'teaser_id'      => $r['video_1'],
	'handouts'       => array(
		$r['text_1'] => wp_get_attachment_url( $r['text_1'] ),
		$r['csv_1']  => wp_get_attachment_url( $r['csv_1'] ),
	),
	'notes'          => wp_get_attachment_url( $r['text_1'] ),
	'notes_id'       => $r['text_1'],
	'trailer'        => wp_get_attachment_url( $r['mov_1'] ),
	'trailer_id'     => $r['mov_1'],
	'featured_book'  => (string) $r['book_2'],
	'photo_gallery'  => array(
		$r['image_1'] => wp_get_attachment_url( $r['image_1'] ),
		$r['image_2'] => wp_get_attachment_url( $r['image_2'] ),
	),
	'genres'         => array( 'fiction', 'history' ),
	'video_url'      => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	'trailer_url'    => 'https://vimeo.com/76979871',
	'phones'         => array( '+33 6 12 34 56 78', '+44 20 7946 0958' ),
	'year'           => '2019',
	'price_band'     => '350',
	'parcel_weight'  => '2.5',
	'review_rating'  => '4.5',
	'country'        => 'atlantis',
	'city'           => 'gotham',
	'cities'         => array( 'eldorado', '42' ),
	'closing_time'   => '30.06.2026',
	'date'           => '18:45',
	'editor_note'    => 'Check the spring prices before launch.',
	'list_price'     => '149.00',
	'launch_date'    => '2026-03-20',
	'reviews'        => array(
		array( 'reviewer' => 'Tom Baker', 'stars' => '5', 'review_date' => '2026-05-01' ),
		array( 'reviewer' => 'Ines Duarte', 'stars' => '3', 'review_date' => '2026-05-09' ),
	),
);
