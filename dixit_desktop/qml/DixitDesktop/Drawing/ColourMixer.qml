pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Controls

// A colour of your own: a hue and a shade, each a slider a finger can drag, and the colour
// they make. Every move picks it.
Panel {
    id: mixer
    signal picked(color colour)
    property real hue: 0
    property real shade: 0.5
    readonly property real saturation: 0.7   // bright but never neon: it sits with the palette
    readonly property color colour: Qt.hsla(hue, saturation, shade, 1)
    implicitHeight: rows.implicitHeight + 2 * Theme.gapMedium

    component MixSlider: Slider {
        id: slider
        implicitHeight: Theme.touch
        from: 0
        to: 1
        Accessible.name: text
        property string text: ""
        property Gradient track
        background: Rectangle {
            x: slider.mirrored ? slider.rightPadding : slider.leftPadding
            y: slider.topPadding + (slider.availableHeight - height) / 2
            width: slider.availableWidth
            height: Theme.barHeight
            radius: height / 2
            gradient: slider.track
            border.color: Theme.inkSoft
            border.width: Theme.hairline
        }
        handle: Rectangle {
            // visualPosition is the mirrored position right to left (0 at the reading's start)
            x: (slider.mirrored ? slider.rightPadding : slider.leftPadding) + slider.visualPosition * (slider.availableWidth - width)
            y: slider.topPadding + (slider.availableHeight - height) / 2
            width: Theme.touch
            height: Theme.touch
            radius: width / 2
            color: mixer.colour
            border.width: Theme.lineWidthBold
            border.color: slider.visualFocus ? Theme.moonlight : Theme.ink
        }
    }

    RowLayout {
        id: rows
        anchors.fill: parent
        anchors.margins: Theme.gapMedium
        spacing: Theme.gap
        ColumnLayout {
            Layout.fillWidth: true
            spacing: Theme.gapTiny
            MixSlider {
                objectName: "hueSlider"
                Layout.fillWidth: true
                text: qsTr("Colour")
                value: mixer.hue
                track: Gradient {
                    orientation: Gradient.Horizontal
                    GradientStop { position: 0; color: Qt.hsla(0, mixer.saturation, mixer.shade, 1) }
                    GradientStop { position: 0.25; color: Qt.hsla(0.25, mixer.saturation, mixer.shade, 1) }
                    GradientStop { position: 0.5; color: Qt.hsla(0.5, mixer.saturation, mixer.shade, 1) }
                    GradientStop { position: 0.75; color: Qt.hsla(0.75, mixer.saturation, mixer.shade, 1) }
                    GradientStop { position: 1; color: Qt.hsla(1, mixer.saturation, mixer.shade, 1) }
                }
                onMoved: { mixer.hue = value; mixer.picked(mixer.colour) }
            }
            MixSlider {
                objectName: "shadeSlider"
                Layout.fillWidth: true
                text: qsTr("Light or dark")
                value: mixer.shade
                track: Gradient {
                    orientation: Gradient.Horizontal
                    GradientStop { position: 0; color: Qt.hsla(mixer.hue, mixer.saturation, 0, 1) }
                    GradientStop { position: 0.5; color: Qt.hsla(mixer.hue, mixer.saturation, 0.5, 1) }
                    GradientStop { position: 1; color: Qt.hsla(mixer.hue, mixer.saturation, 1, 1) }
                }
                onMoved: { mixer.shade = value; mixer.picked(mixer.colour) }
            }
        }
    }
}
