import QtQuick
import QtQuick.Layouts
import DixitDesktop.Controls

// A card shown big (from its magnifier, a long press or the Up arrow), of the hand or of the
// board being voted on: "Choose this card" (or a tap on it) picks it, "Back" or a tap beside
// it closes. Created only while a card is shown big.
Rectangle {
    id: zoom
    objectName: "zoomOverlay"
    required property string cardId
    required property string description
    required property bool chosen
    // the clue the card is chosen for, kept in sight above the card ("" on the clue screen)
    property string clue: ""
    signal choose()
    signal close()
    color: Theme.veilDeep
    Component.onCompleted: chooseButton.forceActiveFocus()
    Keys.onEscapePressed: zoom.close()
    // Escape closes this, not the screen under it (the window's Escape shortcut means "back")
    Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }

    MouseArea { objectName: "zoomOutside"; anchors.fill: parent; onClicked: zoom.close() }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap
        Rectangle {   // on its own dark pill, so the screen under the veil never shows through it
            id: clueBox
            visible: zoom.clue !== ""
            Layout.alignment: Qt.AlignHCenter
            // clear of the pause button in the corner
            Layout.preferredWidth: Math.min(clueText.implicitWidth + 2 * Theme.gap,
                                            zoom.width - 2 * Theme.margin - 2 * Theme.touch)
            Layout.preferredHeight: clueText.height + Theme.gap
            radius: Math.min(height / 2, Theme.radius * 2)
            color: Theme.nightDeep
            TitleText {
                id: clueText
                objectName: "zoomClue"
                anchors.centerIn: parent
                width: parent.width - 2 * Theme.gap
                horizontalAlignment: Text.AlignHCenter
                text: zoom.clue
                wrapMode: Text.WordWrap
                // a long clue gets smaller type (three lines at most), never cut short
                height: Math.min(implicitHeight, 3 * font.pixelSize * 1.3)
                fontSizeMode: Text.Fit
                minimumPixelSize: Theme.fontSmall
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("The clue: %1").arg(zoom.clue)
            }
        }
        Card {
            objectName: "zoomCard"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredHeight: zoom.height - 2 * Theme.margin - Theme.touch - Theme.gap
                                    - (clueBox.visible ? clueBox.height + Theme.gap : 0)
            Layout.preferredWidth: Layout.preferredHeight / Theme.cardAspect
            cardId: zoom.cardId
            description: zoom.description
            TapHandler { onTapped: zoom.choose() }
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gap
            BigButton {
                objectName: "zoomBack"
                text: qsTr("Back")
                tone: "paper"
                onActivated: zoom.close()
                KeyNavigation.right: chooseButton
            }
            BigButton {
                id: chooseButton
                objectName: "zoomChoose"
                text: zoom.chosen ? qsTr("Put it back") : qsTr("Choose this card")
                onActivated: zoom.choose()
            }
        }
    }
}
